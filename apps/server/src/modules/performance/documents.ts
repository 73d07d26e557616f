import type { RecordsPage } from '@portal/contract/common';
import type { KpiCode, PerformanceDocument, PerformanceDocumentsQuery } from '@portal/contract/performance';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { invalid } from '../../platform/http/app-error.ts';
import { offsetOf, pageCount } from '../../platform/lists/paging.ts';
import { type PageAsked, type PageWindow, pageWindow } from './documents-window.ts';
import { type DrillDays, drillKeys } from './drill-keys.ts';
import { KPI_DOCUMENTS } from './kpi-documents.ts';
import { performanceMessages } from './messages.ts';

/** the longest drill-down: a year and a day (a month or week of the screen, a dashboard trend of 12 months) */
const MAX_DAYS = 400;
const DAY_MS = 86_400_000;

type DocumentRow = Omit<PerformanceDocument, 'hit'> & { hit: boolean; total: number };

function askedDays(query: PerformanceDocumentsQuery): DrillDays {
  const from = filterDateToIso(query.dateFromStr);
  const to = filterDateToIso(query.dateToStr);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) throw invalid(performanceMessages.rangeReversed);
  if (days > MAX_DAYS) throw invalid(performanceMessages.rangeTooLong, { days: MAX_DAYS });
  return { from, to };
}

/**
 * The documents behind one figure: the same SQL the worker sums (kpi-documents.ts) over the asked days of
 * one buyer company and one or all of its suppliers in the caller's scope (drill-keys.ts), misses first, then
 * by day and document number; the supplier code last keeps pages stable when two suppliers share a number.
 * Only the days the page falls on are judged when the figures are summed (documents-window.ts).
 */
export async function performanceDocuments(
  db: Queryable,
  query: PerformanceDocumentsQuery,
  scope: DataScope,
): Promise<RecordsPage<PerformanceDocument>> {
  const days = askedDays(query);
  const page: PageAsked = { offset: offsetOf(query), size: query.size, onlyMisses: query.onlyMisses === 'Y' };
  const window = await pageWindow(db, drillKeys(query, scope, days), query.kpi, page);
  const { rows, total } = window
    ? await windowRows(
        db,
        window,
        drillKeys(query, scope, days, [...window.missDays, ...window.hitDays]),
        query,
      )
    : await everyRow(db, drillKeys(query, scope, days), query.kpi, page);
  return {
    records: rows.map(({ total: _total, hit, ...row }) => ({ ...row, hit: hit ? 'Y' : 'N' })),
    total,
    pages: pageCount(total, query.size),
  };
}

/** The page out of the documents of its days alone; the total is the figures'. */
async function windowRows(db: Queryable, window: PageWindow, keys: SQL, query: PerformanceDocumentsQuery) {
  if (window.missDays.length + window.hitDays.length === 0) return { rows: [], total: window.total };
  const onPage = sql`(not docs.hit and docs.day = any(${sql.param(window.missDays)}::date[]))
      or (docs.hit and docs.day = any(${sql.param(window.hitDays)}::date[]))`;
  const rows = await documentRows(db, keys, query.kpi, onPage, { offset: window.offset, size: query.size });
  return { rows, total: window.total };
}

/** The page out of every document of the asked days (while some of them wait for the worker). */
async function everyRow(db: Queryable, keys: SQL, kpi: KpiCode, page: PageAsked) {
  const rows = await documentRows(db, keys, kpi, page.onlyMisses ? sql`not docs.hit` : sql`true`, page);
  return { rows, total: rows[0]?.total ?? 0 };
}

async function documentRows(
  db: Queryable,
  keys: SQL,
  kpi: KpiCode,
  condition: SQL,
  page: { offset: number; size: number },
): Promise<DocumentRow[]> {
  const result = await db.execute<DocumentRow>(sql`
    with ${keys}
    select docs.kpi, docs.hit, to_char(docs.day, 'YYYY-MM-DD') as "dayStr", s.company_code as "supplierCode",
           s.company_name as "supplierName", docs.asn_no as "asnNo", docs.invoice_no as "invoiceNo",
           docs.release_no as "releaseNo", docs.order_no as "orderNo", docs.part_no as "partNo",
           docs.gr_no as "grNo", docs.expected, docs.actual, docs.measure::float8 as measure,
           count(*) over ()::int as total
      from (${KPI_DOCUMENTS[kpi]}) docs
      join companies s on s.id = docs.supplier
     where ${condition}
     order by docs.hit, docs.day, docs.asn_no, docs.invoice_no, docs.release_no, docs.gr_no, docs.part_no,
           s.company_code
     limit ${page.size} offset ${page.offset}`);
  return result.rows;
}
