import type { Locale, Message } from '../../platform/i18n/locale.ts';
import { exactNumber, type XlsxColumn } from '../../platform/xlsx/export.ts';
import type { DownloadRecord } from './detail-repo.ts';

const column = (
  header: Message,
  value: XlsxColumn<DownloadRecord>['value'],
  width?: number,
): { header: Message; value: XlsxColumn<DownloadRecord>['value']; width?: number } => ({
  header,
  value,
  width,
});

/** Columns of DeliverySchedule.xlsx: the release, then the line as the detail table shows it. */
const COLUMNS = [
  column({ cn: '发布号', en: 'Release No', th: 'เลขที่รีลีส' }, (row) => row.releaseNo),
  column({ cn: '发布日期', en: 'Release Date', th: 'วันที่รีลีส' }, (row) => row.releaseDateStr, 12),
  column({ cn: '采购方公司', en: 'Company Code', th: 'รหัสบริษัท' }, (row) => row.buyerCompanyCode, 12),
  column({ cn: '收货工厂', en: 'Ship-to Plant', th: 'โรงงานปลายทาง' }, (row) => row.shipToPlant, 12),
  column({ cn: '供应商代码', en: 'Supplier Code', th: 'รหัสซัพพลายเออร์' }, (row) => row.supplierCode, 14),
  column({ cn: '供应商名称', en: 'Supplier Name', th: 'ชื่อซัพพลายเออร์' }, (row) => row.supplierName, 30),
  column({ cn: '订单号', en: 'Order No', th: 'เลขที่ใบสั่งซื้อ' }, (row) => row.orderNo),
  column({ cn: '行号', en: 'Line No', th: 'รายการที่' }, (row) => row.lineNo, 8),
  column({ cn: '零件号', en: 'Part No', th: 'หมายเลขชิ้นส่วน' }, (row) => row.partNo),
  column({ cn: '零件描述', en: 'Part Description', th: 'คำอธิบายชิ้นส่วน' }, (row) => row.partDesc, 30),
  column({ cn: '车型', en: 'Model', th: 'รุ่น' }, (row) => row.model),
  column({ cn: '状态', en: 'Status', th: 'สถานะ' }, (row) => row.i18nStatus, 16),
  column({ cn: '类型', en: 'Type', th: 'ประเภท' }, (row) => row.type, 10),
  column({ cn: '交货日期', en: 'Delivery Date', th: 'วันที่ส่งมอบ' }, (row) => row.deliveryDateStr, 12),
  column({ cn: '交货时间', en: 'Delivery Time', th: 'เวลาส่งมอบ' }, (row) => row.deliveryTimeStr, 10),
  column({ cn: '需求数量', en: 'Request Qty', th: 'จำนวนที่ต้องการ' }, (row) => exactNumber(row.requestQty), 12),
  column({ cn: 'ASN 数量', en: 'ASN Qty', th: 'จำนวน ASN' }, (row) => exactNumber(row.asnQty), 12),
  column(
    { cn: '未发货数量', en: 'Unshipped Qty', th: 'จำนวนที่ยังไม่ส่ง' },
    (row) => exactNumber(row.unshippedQty),
    12,
  ),
  column({ cn: '单位', en: 'Unit', th: 'หน่วย' }, (row) => row.unit, 8),
  column({ cn: '累计需求', en: 'Cum Qty', th: 'จำนวนสะสม' }, (row) => exactNumber(row.cumQty), 12),
  column({ cn: '确认情况', en: 'Confirm Status', th: 'สถานะการยืนยัน' }, (row) => row.confirmStatus, 18),
];

export function downloadColumns(locale: Locale): XlsxColumn<DownloadRecord>[] {
  return COLUMNS.map(({ header, value, width }) => ({ header: header[locale], value, width }));
}
