import type { RecordsPage } from '@portal/contract/common';
import type { PerformanceDocument, PerformanceDocumentsQuery } from '@portal/contract/performance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { invalid } from '../../platform/http/app-error.ts';
import { offsetOf, pageCount } from '../../platform/lists/paging.ts';
import { KPI_DOCUMENTS } from './kpi-documents.ts';
import { performanceMessages } from './messages.ts';

/** the longest drill-down: a year and a day (a month or week of the screen, a dashboard trend of 12 months) */
const MAX_DAYS = 400;
const DAY_MS = 86_400_000;

type DocumentRow = Omit<PerformanceDocument, 'hit'> & { hit: boolean; total: number };

/**
 * The documents behind one figure: the same SQL the worker sums (kpi-documents.ts) over the asked days of
 * one buyer company and supplier in the caller's scope, misses first, then by day and document number.
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
  const supplierCode = scope.kind === 'supplier' ? scope.supplierCode : query.supplierCode;
  const buyers = scope.kind === 'buyer' ? scope.buyerCompanyIds : null;
  const result = await db.execute<DocumentRow>(sql`
    with keys as (
      select b.id as buyer, s.id as supplier, d::date as day
        from companies b
        join companies s on s.company_code = ${supplierCode} and s.company_type = 'S'
        cross join generate_series(${from}::date, ${to}::date, interval '1 day') d
       where b.company_code = ${query.companyCode} and b.company_type = 'B'
         ${buyers ? sql`and b.id = any(${sql.param(buyers.length ? buyers : [-1])}::bigint[])` : sql``})
    select kpi, hit, to_char(day, 'YYYY-MM-DD') as "dayStr", asn_no as "asnNo", invoice_no as "invoiceNo",
           release_no as "releaseNo", order_no as "orderNo", part_no as "partNo", gr_no as "grNo", expected,
           actual, measure::float8 as measure, count(*) over ()::int as total
      from (${KPI_DOCUMENTS[query.kpi]}) docs
     ${query.onlyMisses === 'Y' ? sql`where not hit` : sql``}
     order by hit, day, asn_no, invoice_no, release_no, gr_no, part_no
     limit ${query.size} offset ${offsetOf(query)}`);
  const total = result.rows[0]?.total ?? 0;
  return {
    records: result.rows.map(({ total: _total, hit, ...row }) => ({ ...row, hit: hit ? 'Y' : 'N' })),
    total,
    pages: pageCount(total, query.size),
  };
}
