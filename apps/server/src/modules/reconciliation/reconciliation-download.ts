import {
  DISCREPANCY_KIND_LABELS,
  type ReconciliationDownloadQuery,
  type ReconciliationRow,
} from '@portal/contract/reconciliation';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { exactNumber, streamXlsx } from '../../platform/xlsx/export.ts';
import { partyColumns } from '../../platform/xlsx/party-columns.ts';
import { type ExportField, exportColumns } from '../../platform/xlsx/sheet-fields.ts';
import { allDiscrepancies, reconciliationFields } from './reconciliation-repo.ts';

const COLUMNS: ExportField<ReconciliationRow>[] = [
  { header: { cn: 'ASN 号', en: 'ASN No', th: 'เลขที่ ASN' }, value: (row) => row.asnNo, width: 20 },
  ...partyColumns<ReconciliationRow>(),
  {
    header: { cn: '不符类型', en: 'Discrepancy', th: 'ประเภทความไม่ตรงกัน' },
    value: (row, locale) => DISCREPANCY_KIND_LABELS[row.kind][locale],
    width: 16,
  },
  {
    header: { cn: '发货数量', en: 'Shipped Qty', th: 'จำนวนที่จัดส่ง' },
    value: (row) => exactNumber(row.shippedQty),
    width: 12,
  },
  {
    header: { cn: '收货数量', en: 'Received Qty', th: 'จำนวนที่รับ' },
    value: (row) => exactNumber(row.receivedQty),
    width: 12,
  },
  {
    header: { cn: '迟到天数', en: 'Days Late', th: 'จำนวนวันที่ล่าช้า' },
    value: (row) => row.lateDays,
    width: 10,
  },
  {
    header: { cn: '计划到达时间', en: 'Planned Arrival', th: 'เวลาที่คาดว่าจะมาถึง' },
    value: (row) => row.planArrivalTime,
    width: 18,
  },
  {
    header: { cn: '首次收货日期', en: 'First GR Date', th: 'วันที่รับสินค้าครั้งแรก' },
    value: (row) => row.firstGrDateStr,
    width: 14,
  },
  { header: { cn: '发现时间', en: 'Found At', th: 'เวลาที่พบ' }, value: (row) => row.foundAt, width: 18 },
  {
    header: { cn: '解决时间', en: 'Resolved At', th: 'เวลาที่แก้ไขแล้ว' },
    value: (row) => row.resolvedAt,
    width: 18,
  },
];

/**
 * AsnReconciliation.xlsx: every discrepancy the filters match, in the list's order, streamed from a cursor.
 * Null (a message instead of a file) when nothing matches.
 */
export async function downloadReconciliation(
  db: Database,
  query: ReconciliationDownloadQuery,
  scope: DataScope,
  locale: Locale,
  fileName: string,
): Promise<FileResult | null> {
  if (!(await hasRows(db, allDiscrepancies(db, query, scope)))) return null;
  const rows: AsyncIterable<ReconciliationRow> = cursorRecords(
    db,
    allDiscrepancies(db, query, scope),
    reconciliationFields,
  );
  return xlsxFile(fileName, streamXlsx('AsnReconciliation', exportColumns(COLUMNS, locale), rows));
}
