import type { GrRow } from '@portal/contract/gr';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { exactNumber, type XlsxColumn } from '../../platform/xlsx/export.ts';
import { partyColumns } from '../../platform/xlsx/party-columns.ts';
import { type ExportField, exportColumns } from '../../platform/xlsx/sheet-fields.ts';

/** `price`: a price column, for buyers only */
type Column = ExportField<GrRow> & { price?: true };

/** Columns of GR.xlsx: the screen's columns in the screen's order; the price columns for buyers only. */
const COLUMNS: Column[] = [
  ...partyColumns<GrRow>(),
  { header: { cn: '收货单号', en: 'GR No', th: 'เลขที่ใบรับสินค้า' }, value: (row) => row.grNo },
  { header: { cn: '零件号', en: 'Part No', th: 'หมายเลขชิ้นส่วน' }, value: (row) => row.partNo },
  { header: { cn: '数量', en: 'Qty', th: 'จำนวน' }, value: (row) => exactNumber(row.qty), width: 12 },
  { header: { cn: '单位', en: 'PO UOM', th: 'หน่วย' }, value: (row) => row.poUom, width: 8 },
  {
    header: { cn: '币种', en: 'Currency', th: 'สกุลเงิน' },
    value: (row) => row.currency,
    width: 10,
    price: true,
  },
  {
    header: { cn: '收货单价', en: 'GR Unit Price', th: 'ราคาต่อหน่วย' },
    value: (row) => exactNumber(row.grUnitPrice ?? null),
    width: 14,
    price: true,
  },
  {
    header: { cn: '金额', en: 'Amount', th: 'จำนวนเงิน' },
    value: (row) => exactNumber(row.amount ?? null),
    width: 14,
    price: true,
  },
  { header: { cn: '订单号', en: 'Order No', th: 'เลขที่ใบสั่งซื้อ' }, value: (row) => row.orderNo },
  {
    header: { cn: '订单行号', en: 'PO Line No', th: 'รายการใบสั่งซื้อ' },
    value: (row) => row.poLineNo,
    width: 10,
  },
  {
    header: { cn: '价格表代码', en: 'Price List Code', th: 'รหัสรายการราคา' },
    value: (row) => row.priceListCode,
  },
  { header: { cn: 'ASN 号', en: 'ASN No', th: 'เลขที่ ASN' }, value: (row) => row.asnNo, width: 20 },
  { header: { cn: '收货日期', en: 'GR Date', th: 'วันที่รับสินค้า' }, value: (row) => row.grDateStr, width: 12 },
  {
    header: { cn: '已开票', en: 'Invoiced', th: 'ออกใบแจ้งหนี้แล้ว' },
    value: (row) => row.isInvoiced,
    width: 10,
  },
  { header: { cn: '发票号', en: 'Invoice No', th: 'เลขที่ใบแจ้งหนี้' }, value: (row) => row.invoiceNo },
  {
    header: { cn: '发票日期', en: 'Invoice Date', th: 'วันที่ใบแจ้งหนี้' },
    value: (row) => row.invoiceDateStr,
    width: 12,
  },
];

export function downloadColumns(locale: Locale, scope: DataScope): XlsxColumn<GrRow>[] {
  return exportColumns(
    COLUMNS.filter((column) => scope.kind === 'buyer' || !column.price),
    locale,
  );
}
