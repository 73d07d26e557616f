import type { PerformanceDownloadQuery, PerformanceRow } from '@portal/contract/performance';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale, Message } from '../../platform/i18n/locale.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { type ExportField, exportColumns } from '../../platform/xlsx/sheet-fields.ts';
import { allPerformanceRows } from './list.ts';

const m = (cn: string, en: string, th: string): Message => ({ cn, en, th });

/** The screen's columns: who and which period, then each KPI as hits, total and rate (or average days). */
const COLUMNS: ExportField<PerformanceRow>[] = [
  { header: m('采购公司', 'Company Code', 'รหัสบริษัท'), value: (row) => row.companyCode, width: 12 },
  { header: m('供应商代码', 'Supplier Code', 'รหัสซัพพลายเออร์'), value: (row) => row.supplierCode, width: 14 },
  { header: m('供应商名称', 'Supplier Name', 'ชื่อซัพพลายเออร์'), value: (row) => row.supplierName, width: 28 },
  { header: m('期间', 'Period', 'ช่วงเวลา'), value: (row) => row.periodLabel, width: 10 },
  { header: m('综合得分', 'Score', 'คะแนนรวม'), value: (row) => row.score, width: 10 },
  { header: m('准时交货 %', 'On-time Delivery %', 'ส่งตรงเวลา %'), value: (row) => row.onTimeRate },
  { header: m('准时收货行数', 'On-time Receipts', 'การรับตรงเวลา'), value: (row) => row.onTimeHits },
  { header: m('收货行数', 'Receipts', 'การรับสินค้า'), value: (row) => row.onTimeTotal },
  {
    header: m('数量准确率 %', 'Quantity Accuracy %', 'ความถูกต้องของจำนวน %'),
    value: (row) => row.quantityRate,
  },
  { header: m('数量准确 ASN 行', 'Exact ASN Lines', 'รายการ ASN ที่ตรง'), value: (row) => row.quantityHits },
  {
    header: m('已收货 ASN 行', 'Received ASN Lines', 'รายการ ASN ที่รับแล้ว'),
    value: (row) => row.quantityTotal,
  },
  {
    header: m('24 小时内确认 %', 'Answered in 24 h %', 'ตอบภายใน 24 ชม. %'),
    value: (row) => row.confirmLeadRate,
  },
  {
    header: m('平均确认天数', 'Avg Days to Answer', 'จำนวนวันเฉลี่ยในการตอบ'),
    value: (row) => row.confirmLeadAverageDays,
  },
  { header: m('已答复计划行', 'Answered Lines', 'รายการที่ตอบแล้ว'), value: (row) => row.confirmLeadTotal },
  {
    header: m('ASN 首次成功率 %', 'ASN First-time Success %', 'ASN สำเร็จครั้งแรก %'),
    value: (row) => row.asnSuccessRate,
  },
  { header: m('已答复 ASN', 'Answered ASNs', 'ASN ที่ได้รับคำตอบ'), value: (row) => row.asnSuccessTotal },
  {
    header: m('发票首次匹配率 %', 'First-pass Match %', 'จับคู่ผ่านครั้งแรก %'),
    value: (row) => row.firstMatchRate,
  },
  { header: m('已匹配发票', 'Matched Invoices', 'ใบแจ้งหนี้ที่จับคู่แล้ว'), value: (row) => row.firstMatchTotal },
  {
    header: m('提交到过账平均天数', 'Avg Days Submit to Posted', 'วันเฉลี่ยจากส่งถึงลงบัญชี'),
    value: (row) => row.postedCycleAverageDays,
  },
  { header: m('已过账发票', 'Posted Invoices', 'ใบแจ้งหนี้ที่ลงบัญชี'), value: (row) => row.postedCycleTotal },
  {
    header: m('过账到付款平均天数', 'Avg Days Posted to Paid', 'วันเฉลี่ยจากลงบัญชีถึงชำระ'),
    value: (row) => row.paidCycleAverageDays,
  },
  { header: m('已付款发票', 'Paid Invoices', 'ใบแจ้งหนี้ที่ชำระแล้ว'), value: (row) => row.paidCycleTotal },
];

async function* rowsOf(rows: PerformanceRow[]): AsyncIterable<PerformanceRow> {
  yield* rows;
}

/**
 * SupplierPerformance.xlsx: the filtered list in the list's order. The rows are groups (supplier x period),
 * a few thousand at most, so they are read at once and the workbook is streamed. Null when nothing matches.
 */
export async function downloadPerformance(
  db: Queryable,
  query: PerformanceDownloadQuery,
  scope: DataScope,
  locale: Locale,
  fileName: string,
): Promise<FileResult | null> {
  const rows = await allPerformanceRows(db, query, scope);
  if (rows.length === 0) return null;
  const columns = exportColumns(COLUMNS, locale).map((column) => ({ ...column, width: column.width ?? 16 }));
  return xlsxFile(fileName, streamXlsx('SupplierPerformance', columns, rowsOf(rows)));
}
