import type { AsnDownloadQuery } from '@portal/contract/asn';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale, Message } from '../../platform/i18n/locale.ts';
import { cursorRecords } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { orderBy } from '../../platform/lists/paging.ts';
import { exactNumber, streamXlsx, type XlsxColumn } from '../../platform/xlsx/export.ts';
import { ASN_SORT, ASN_TIE_BREAKERS, asnCondition, headerFields, selectHeaders } from './header-view.ts';

type Row = Awaited<ReturnType<ReturnType<typeof selectHeaders>['execute']>>[number];

const COLUMNS: Array<[Message, (row: Row) => string | number | null, number?]> = [
  [{ cn: 'ASN 号', en: 'ASN No', th: 'เลขที่ ASN' }, (row) => row.asnNo, 20],
  [{ cn: '状态', en: 'Status', th: 'สถานะ' }, (row) => row.i18nStatus, 12],
  [{ cn: '采购方公司', en: 'Company Code', th: 'รหัสบริษัท' }, (row) => row.buyerCompanyCode, 12],
  [{ cn: '收货工厂', en: 'Ship-to Plant', th: 'โรงงานปลายทาง' }, (row) => row.shipToPlantCode, 12],
  [{ cn: '供应商代码', en: 'Supplier Code', th: 'รหัสซัพพลายเออร์' }, (row) => row.supplierCode, 14],
  [{ cn: '供应商名称', en: 'Supplier Name', th: 'ชื่อซัพพลายเออร์' }, (row) => row.supplierName, 30],
  [{ cn: '发票号', en: 'Invoice No', th: 'เลขที่ใบแจ้งหนี้' }, (row) => row.invoiceNo],
  [{ cn: '创建时间', en: 'Create Time', th: 'เวลาที่สร้าง' }, (row) => row.createTime],
  [{ cn: '发货时间', en: 'Ship Time', th: 'เวลาจัดส่ง' }, (row) => row.dispatchTimeStr],
  [{ cn: '计划到达时间', en: 'Planned Arrival', th: 'เวลาที่คาดว่าจะถึง' }, (row) => row.planArrivalTimeStr],
  [{ cn: '承运商', en: 'Carrier', th: 'ผู้ขนส่ง' }, (row) => row.carrierName],
  [{ cn: '车牌号', en: 'Plate No', th: 'ทะเบียนรถ' }, (row) => row.plateNo],
  [{ cn: '净重', en: 'Net Weight', th: 'น้ำหนักสุทธิ' }, (row) => exactNumber(row.netWeight)],
  [{ cn: '毛重', en: 'Gross Weight', th: 'น้ำหนักรวม' }, (row) => exactNumber(row.grossWeight)],
  [{ cn: '托盘数', en: 'Pallets', th: 'จำนวนพาเลท' }, (row) => row.noOfPallet],
  [{ cn: '安全检查', en: 'Security Check', th: 'ตรวจรักษาความปลอดภัย' }, (row) => row.uploadDocFlag],
  [{ cn: 'ERP 备注', en: 'ERP Remarks', th: 'หมายเหตุ ERP' }, (row) => row.ackRemarks, 40],
];

function columns(locale: Locale): XlsxColumn<Row>[] {
  return COLUMNS.map(([header, value, width]) => ({ header: header[locale], value, width }));
}

/** ASN.xlsx: the ASNs the history would list, in its order, streamed from a cursor; null when none. */
export async function downloadAsns(
  db: Database,
  query: AsnDownloadQuery,
  scope: DataScope,
  locale: Locale,
  fileName: string,
): Promise<FileResult | null> {
  const all = () =>
    selectHeaders(db, locale)
      .where(asnCondition(query, scope))
      .orderBy(
        ...orderBy(ASN_SORT, { sort: query.sort ?? 'ASC', sortName: query.sortName }, ASN_TIE_BREAKERS),
      );
  if (!(await hasRows(db, all()))) return null;
  return xlsxFile(
    fileName,
    streamXlsx('ASN', columns(locale), cursorRecords(db, all(), headerFields(locale))),
  );
}
