import type { InvoiceDownloadQuery, InvoiceItemInfoQuery } from '@portal/contract/invoice';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale, Message } from '../../platform/i18n/locale.ts';
import { cursorRecords } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { exactNumber, streamXlsx } from '../../platform/xlsx/export.ts';
import { type ExportField, exportColumns } from '../../platform/xlsx/sheet-fields.ts';
import { type ItemRow, itemFields, itemsOfInvoices } from './item-downloads-repo.ts';
import { invoiceMessages as messages } from './messages.ts';
import { assertPostingRole } from './posting.ts';

const text = (header: Message, pick: (row: ItemRow) => string | null, width = 14): ExportField<ItemRow> => ({
  header,
  width,
  value: pick,
});
const number = (header: Message, pick: (row: ItemRow) => string | null): ExportField<ItemRow> => ({
  header,
  width: 14,
  value: (row) => exactNumber(pick(row)),
});

const HEAD: ExportField<ItemRow>[] = [
  text({ cn: '发票号', en: 'Invoice No', th: 'เลขที่ใบแจ้งหนี้' }, (row) => row.invoiceNo, 18),
  text({ cn: '类型', en: 'Type', th: 'ประเภท' }, (row) => row.type, 10),
  text({ cn: '状态', en: 'Status', th: 'สถานะ' }, (row) => row.status),
  text({ cn: '公司代码', en: 'Company Code', th: 'รหัสบริษัท' }, (row) => row.companyCode),
  text({ cn: '收货工厂', en: 'Ship-to Plant', th: 'โรงงานปลายทาง' }, (row) => row.shipToPlantCode),
  text({ cn: '供应商代码', en: 'Supplier Code', th: 'รหัสซัพพลายเออร์' }, (row) => row.supplierCode),
  text({ cn: '供应商名称', en: 'Supplier Name', th: 'ชื่อซัพพลายเออร์' }, (row) => row.supplierName, 28),
  text({ cn: '币种', en: 'Currency', th: 'สกุลเงิน' }, (row) => row.currency, 10),
  text({ cn: '发票日期', en: 'Invoice Date', th: 'วันที่ใบแจ้งหนี้' }, (row) => row.invoiceDate),
  text({ cn: '收货单号', en: 'GR No', th: 'เลขที่ใบรับสินค้า' }, (row) => row.grNo),
  text({ cn: '收货日期', en: 'GR Date', th: 'วันที่รับสินค้า' }, (row) => row.grDate),
];

const WHT: ExportField<ItemRow>[] = [
  number({ cn: 'WHT 基数', en: 'WHT Base', th: 'ฐาน WHT' }, (row) => row.amount),
  text({ cn: 'WHT 税率 (%)', en: 'WHT Rate (%)', th: 'อัตรา WHT (%)' }, (row) => row.whtRate, 10),
  number({ cn: 'WHT 金额', en: 'WHT Amount', th: 'จำนวน WHT' }, (row) => row.whtAmount),
];

/** InvoiceDetail_List.xlsx: every line of the filtered invoices with its prices and taxes. */
const ITEM_INFO: ExportField<ItemRow>[] = [
  ...HEAD,
  text({ cn: 'ASN 号', en: 'ASN No', th: 'เลขที่ ASN' }, (row) => row.asnNo, 20),
  text({ cn: '订单号', en: 'PO No', th: 'เลขที่ใบสั่งซื้อ' }, (row) => row.orderNo),
  text({ cn: '订单行号', en: 'PO Item No', th: 'รายการใบสั่งซื้อ' }, (row) => row.poLineNo, 10),
  text({ cn: '零件号', en: 'Part No', th: 'หมายเลขชิ้นส่วน' }, (row) => row.partNo),
  number({ cn: '收货数量', en: 'GR Qty', th: 'จำนวนรับ' }, (row) => row.qty),
  text({ cn: '单位', en: 'UOM', th: 'หน่วย' }, (row) => row.poUom, 8),
  number({ cn: '收货单价', en: 'GR Unit Price', th: 'ราคารับสินค้า' }, (row) => row.grUnitPrice),
  number({ cn: '发票单价', en: 'Unit Price', th: 'ราคาต่อหน่วย' }, (row) => row.unitPrice),
  number({ cn: '金额', en: 'Amount', th: 'จำนวนเงิน' }, (row) => row.amount),
  number({ cn: 'CGST 税率', en: 'CGST Rate', th: 'อัตรา CGST' }, (row) => row.cgstRate),
  number({ cn: 'CGST 金额', en: 'CGST Amount', th: 'จำนวน CGST' }, (row) => row.cgstAmount),
  number({ cn: 'SGST 税率', en: 'SGST Rate', th: 'อัตรา SGST' }, (row) => row.sgstRate),
  number({ cn: 'SGST 金额', en: 'SGST Amount', th: 'จำนวน SGST' }, (row) => row.sgstAmount),
  number({ cn: 'IGST 税率', en: 'IGST Rate', th: 'อัตรา IGST' }, (row) => row.igstRate),
  number({ cn: 'IGST 金额', en: 'IGST Amount', th: 'จำนวน IGST' }, (row) => row.igstAmount),
  ...WHT,
];

/** WHT.xlsx: the lines of the filtered invoices that carry a withholding tax. */
const WHT_LIST: ExportField<ItemRow>[] = [
  ...HEAD,
  text({ cn: '零件号', en: 'Part No', th: 'หมายเลขชิ้นส่วน' }, (row) => row.partNo),
  ...WHT,
];

async function linesFile(
  db: Database,
  query: InvoiceDownloadQuery,
  scope: DataScope,
  timeZone: string,
  file: { name: string; sheet: string; fields: ExportField<ItemRow>[]; whtOnly: boolean; locale: Locale },
): Promise<FileResult | null> {
  if (!(await hasRows(db, itemsOfInvoices(db, query, scope, timeZone, file.whtOnly)))) return null;
  const rows = cursorRecords(db, itemsOfInvoices(db, query, scope, timeZone, file.whtOnly), itemFields);
  return xlsxFile(file.name, streamXlsx(file.sheet, exportColumns(file.fields, file.locale), rows));
}

/** downloadItemInfo (roles Adient-AP, SupperAdmin, Adient-Admin): lines of the filtered invoices of one type. */
export function downloadItemInfo(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  query: InvoiceItemInfoQuery,
  locale: Locale,
  timeZone: string,
  fileName: string,
): Promise<FileResult | null> {
  assertPostingRole(user, scope);
  return linesFile(db, query, scope, timeZone, {
    name: fileName,
    sheet: 'InvoiceDetail',
    fields: ITEM_INFO,
    whtOnly: false,
    locale,
  });
}

export const WHT_REFUSED_ROLE = 'Adient-SCM';

/** downloadWht: every buyer role but Adient-SCM (a user whose only roles are Adient-SCM is refused). */
export function downloadWht(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  query: InvoiceDownloadQuery,
  locale: Locale,
  timeZone: string,
  fileName: string,
): Promise<FileResult | null> {
  if (scope.kind !== 'buyer') throw forbidden();
  if (!user.roleNames.some((role) => role !== WHT_REFUSED_ROLE)) throw forbidden(messages.whtRefused);
  return linesFile(db, query, scope, timeZone, {
    name: fileName,
    sheet: 'WHT',
    fields: WHT_LIST,
    whtOnly: true,
    locale,
  });
}
