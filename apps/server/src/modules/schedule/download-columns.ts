import type { Locale, Message } from '../../platform/i18n/locale.ts';
import type { CopyCellKind } from '../../platform/xlsx/copy-sheet-rows.ts';
import type { SheetColumn } from '../../platform/xlsx/export.ts';

/**
 * Columns of DeliverySchedule.xlsx, the release, then the line as the detail table shows it: each names the
 * detail field it shows (the download selects exactly these, in this order) and how its COPY text is written.
 */
export const DOWNLOAD_COLUMNS = [
  { field: 'releaseNo', header: { cn: '发布号', en: 'Release No', th: 'เลขที่รีลีส' }, kind: 'text' },
  {
    field: 'releaseDateStr',
    header: { cn: '发布日期', en: 'Release Date', th: 'วันที่รีลีส' },
    kind: 'text',
    width: 12,
  },
  {
    field: 'buyerCompanyCode',
    header: { cn: '采购方公司', en: 'Company Code', th: 'รหัสบริษัท' },
    kind: 'text',
    width: 12,
  },
  {
    field: 'shipToPlant',
    header: { cn: '收货工厂', en: 'Ship-to Plant', th: 'โรงงานปลายทาง' },
    kind: 'text',
    width: 12,
  },
  {
    field: 'supplierCode',
    header: { cn: '供应商代码', en: 'Supplier Code', th: 'รหัสซัพพลายเออร์' },
    kind: 'text',
    width: 14,
  },
  {
    field: 'supplierName',
    header: { cn: '供应商名称', en: 'Supplier Name', th: 'ชื่อซัพพลายเออร์' },
    kind: 'text',
    width: 30,
  },
  { field: 'orderNo', header: { cn: '订单号', en: 'Order No', th: 'เลขที่ใบสั่งซื้อ' }, kind: 'text' },
  { field: 'lineNo', header: { cn: '行号', en: 'Line No', th: 'รายการที่' }, kind: 'text', width: 8 },
  { field: 'partNo', header: { cn: '零件号', en: 'Part No', th: 'หมายเลขชิ้นส่วน' }, kind: 'text' },
  {
    field: 'partDesc',
    header: { cn: '零件描述', en: 'Part Description', th: 'คำอธิบายชิ้นส่วน' },
    kind: 'text',
    width: 30,
  },
  { field: 'model', header: { cn: '车型', en: 'Model', th: 'รุ่น' }, kind: 'text' },
  { field: 'i18nStatus', header: { cn: '状态', en: 'Status', th: 'สถานะ' }, kind: 'text', width: 16 },
  { field: 'type', header: { cn: '类型', en: 'Type', th: 'ประเภท' }, kind: 'text', width: 10 },
  {
    field: 'deliveryDateStr',
    header: { cn: '交货日期', en: 'Delivery Date', th: 'วันที่ส่งมอบ' },
    kind: 'text',
    width: 12,
  },
  {
    field: 'deliveryTimeStr',
    header: { cn: '交货时间', en: 'Delivery Time', th: 'เวลาส่งมอบ' },
    kind: 'text',
    width: 10,
  },
  {
    field: 'requestQty',
    header: { cn: '需求数量', en: 'Request Qty', th: 'จำนวนที่ต้องการ' },
    kind: 'decimal',
    width: 12,
  },
  { field: 'asnQty', header: { cn: 'ASN 数量', en: 'ASN Qty', th: 'จำนวน ASN' }, kind: 'decimal', width: 12 },
  {
    field: 'unshippedQty',
    header: { cn: '未发货数量', en: 'Unshipped Qty', th: 'จำนวนที่ยังไม่ส่ง' },
    kind: 'decimal',
    width: 12,
  },
  { field: 'unit', header: { cn: '单位', en: 'Unit', th: 'หน่วย' }, kind: 'text', width: 8 },
  { field: 'cumQty', header: { cn: '累计需求', en: 'Cum Qty', th: 'จำนวนสะสม' }, kind: 'decimal', width: 12 },
  {
    field: 'confirmStatus',
    header: { cn: '确认情况', en: 'Confirm Status', th: 'สถานะการยืนยัน' },
    kind: 'text',
    width: 18,
  },
] as const satisfies readonly { field: string; header: Message; kind: CopyCellKind; width?: number }[];

export type DownloadField = (typeof DOWNLOAD_COLUMNS)[number]['field'];

export function downloadColumns(locale: Locale): SheetColumn[] {
  return DOWNLOAD_COLUMNS.map((column) => ({
    header: column.header[locale],
    width: 'width' in column ? column.width : undefined,
  }));
}

export function downloadKinds(): CopyCellKind[] {
  return DOWNLOAD_COLUMNS.map((column) => column.kind);
}
