import type { RecordsPage } from '@portal/contract/common';
import type { PerformanceDocument, PerformanceDocumentsQuery } from '@portal/contract/performance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { invalid } from '../../platform/http/app-error.ts';
import { offsetOf, pageCount } from '../../platform/lists/paging.ts';
import { drillKeys } from './drill-keys.ts';
import { KPI_DOCUMENTS } from './kpi-documents.ts';
import { performanceMessages } from './messages.ts';

/** the longest drill-down: a year and a day (a month or week of the screen, a dashboard trend of 12 months) */
const MAX_DAYS = 400;
const DAY_MS = 86_400_000;

type DocumentRow = Omit<PerformanceDocument, 'hit'> & { hit: boolean; total: number };

/**
 * The documents behind one figure: the same SQL the worker sums (kpi-documents.ts) over the asked days of
 * one buyer company and one or all of its suppliers in the caller's scope (drill-keys.ts), misses first, then
 * by day and document number; the supplier code last keeps pages stable when two suppliers share a number.
 */
export async function performanceDocuments(
  db: Queryable,
  query: PerformanceDocumentsQuery,
  scope: DataScope,
): Promise<RecordsPage<PerformanceDocument>> {
  const from = filterDateToIso(query.dateFromStr);
  const to = filterDateToIso(query.dateToStr);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) throw invalid(performanceMessages.rangeReversed);
  if (days > MAX_DAYS) throw invalid(performanceMessages.rangeTooLong, { days: MAX_DAYS });
  const result = await db.execute<DocumentRow>(sql`
    with ${drillKeys(query, scope, { from, to })}
    select docs.kpi, docs.hit, to_char(docs.day, 'YYYY-MM-DD') as "dayStr", s.company_code as "supplierCode",
           s.company_name as "supplierName", docs.asn_no as "asnNo", docs.invoice_no as "invoiceNo",
           docs.release_no as "releaseNo", docs.order_no as "orderNo", docs.part_no as "partNo",
           docs.gr_no as "grNo", docs.expected, docs.actual, docs.measure::float8 as measure,
           count(*) over ()::int as total
      from (${KPI_DOCUMENTS[query.kpi]}) docs
      join companies s on s.id = docs.supplier
     ${query.onlyMisses === 'Y' ? sql`where not docs.hit` : sql``}
     order by docs.hit, docs.day, docs.asn_no, docs.invoice_no, docs.release_no, docs.gr_no, docs.part_no,
           s.company_code
     limit ${query.size} offset ${offsetOf(query)}`);
  const total = result.rows[0]?.total ?? 0;
  return {
    records: result.rows.map(({ total: _total, hit, ...row }) => ({ ...row, hit: hit ? 'Y' : 'N' })),
    total,
    pages: pageCount(total, query.size),
  };
}
