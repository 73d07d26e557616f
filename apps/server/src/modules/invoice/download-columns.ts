import type { InvoiceRow } from '@portal/contract/invoice';
import type { Locale } from '../../platform/i18n/locale.ts';
import { exactNumber, type XlsxColumn } from '../../platform/xlsx/export.ts';
import { partyColumns } from '../../platform/xlsx/party-columns.ts';
import { type ExportField, exportColumns } from '../../platform/xlsx/sheet-fields.ts';

const money = (pick: (row: InvoiceRow) => string) => (row: InvoiceRow) => exactNumber(pick(row));

/** Columns of INVOICE.xlsx: the invoice row of spec 3 §3 in the list's order. */
const COLUMNS: ExportField<InvoiceRow>[] = [
  { header: { cn: '发票号', en: 'Invoice No', th: 'เลขที่ใบแจ้งหนี้' }, value: (row) => row.invoiceNo },
  { header: { cn: '类型', en: 'Type', th: 'ประเภท' }, value: (row) => row.type, width: 10 },
  { header: { cn: '状态', en: 'Status', th: 'สถานะ' }, value: (row) => row.i18nStatus, width: 14 },
  {
    header: { cn: '需要批准', en: 'Need Approve', th: 'ต้องอนุมัติ' },
    value: (row) => row.needApprove,
    width: 10,
  },
  {
    header: { cn: '匹配状态', en: 'Match Status', th: 'ผลการจับคู่ราคา' },
    value: (row) => row.matchStatus,
    width: 12,
  },
  ...partyColumns<InvoiceRow>(),
  { header: { cn: 'ASN 号', en: 'ASN No', th: 'เลขที่ ASN' }, value: (row) => row.asnNosStr, width: 24 },
  { header: { cn: '币种', en: 'Currency', th: 'สกุลเงิน' }, value: (row) => row.currency, width: 10 },
  { header: { cn: '不含税金额', en: 'Base Amount', th: 'ยอดก่อนภาษี' }, value: money((row) => row.baseAmount) },
  { header: { cn: '税额', en: 'Tax Amount', th: 'ภาษี' }, value: money((row) => row.taxAmount) },
  {
    header: { cn: '发票金额', en: 'Invoice Amount', th: 'ยอดใบแจ้งหนี้' },
    value: money((row) => row.invoiceAmount),
  },
  {
    header: { cn: '发票日期', en: 'Invoice Date', th: 'วันที่ใบแจ้งหนี้' },
    value: (row) => row.invoiceDate,
    width: 12,
  },
  { header: { cn: '提交时间', en: 'Submit Date', th: 'วันที่ส่ง' }, value: (row) => row.submitDate },
  { header: { cn: '提交人', en: 'Submitted By', th: 'ผู้ส่ง' }, value: (row) => row.submitName },
  {
    header: { cn: '接收日期', en: 'Receive Date', th: 'วันที่รับ' },
    value: (row) => row.invoiceReceiveDate,
    width: 12,
  },
  { header: { cn: '批准时间', en: 'Approved Date', th: 'วันที่อนุมัติ' }, value: (row) => row.approvedDate },
  { header: { cn: '批准人', en: 'Approved By', th: 'ผู้อนุมัติ' }, value: (row) => row.approvedName },
  { header: { cn: '拒绝时间', en: 'Rejected Date', th: 'วันที่ปฏิเสธ' }, value: (row) => row.rejectedDate },
  { header: { cn: '拒绝人', en: 'Rejected By', th: 'ผู้ปฏิเสธ' }, value: (row) => row.rejectedName },
  { header: { cn: '拒绝类型', en: 'Reject Type', th: 'ประเภทการปฏิเสธ' }, value: (row) => row.rejectType },
  {
    header: { cn: '拒绝原因', en: 'Reject Reason', th: 'เหตุผลที่ปฏิเสธ' },
    value: (row) => row.rejectReason,
    width: 30,
  },
  {
    header: { cn: '核对时间', en: 'Checked Date', th: 'วันที่ตรวจสอบ' },
    value: (row) => row.invoiceCheckedDate,
  },
  { header: { cn: '过账时间', en: 'Posting Date', th: 'วันที่ลงบัญชี' }, value: (row) => row.postingDate },
  {
    header: { cn: '付款日期', en: 'Payment Date', th: 'วันที่ชำระเงิน' },
    value: (row) => row.paymentDate,
    width: 12,
  },
  {
    header: { cn: '发送状态', en: 'Send Status', th: 'สถานะการส่ง' },
    value: (row) => row.sendStatus,
    width: 12,
  },
  {
    header: { cn: '安全检查', en: 'Upload Doc', th: 'ตรวจความปลอดภัย' },
    value: (row) => row.uploadDocFlag,
    width: 10,
  },
  { header: { cn: 'QAD 年度', en: 'QAD Year', th: 'ปี QAD' }, value: (row) => row.qadYear, width: 10 },
  {
    header: { cn: 'QAD 日记账', en: 'QAD Daybook', th: 'สมุดรายวัน QAD' },
    value: (row) => row.qadDaybook,
    width: 12,
  },
  {
    header: { cn: 'QAD 凭证号', en: 'QAD Voucher No', th: 'เลขที่ใบสำคัญ QAD' },
    value: (row) => row.qadVoucherNo,
  },
  { header: { cn: '分支机构号', en: 'Branch No', th: 'เลขที่สาขา' }, value: (row) => row.branchNo, width: 12 },
  {
    header: { cn: '供应商分支机构号', en: 'Supplier Branch No', th: 'เลขที่สาขาซัพพลายเออร์' },
    value: (row) => row.supplierBranchNo,
    width: 14,
  },
  {
    header: { cn: '认证号', en: 'Certification No', th: 'เลขที่รับรอง' },
    value: (row) => row.certificationNo,
    width: 14,
  },
  {
    header: { cn: 'Covisint 唯一编号', en: 'Covisint Unique ID', th: 'รหัส Covisint' },
    value: (row) => row.covisintUniqueId,
    width: 18,
  },
];

export function downloadColumns(locale: Locale): XlsxColumn<InvoiceRow>[] {
  return exportColumns(COLUMNS, locale);
}
