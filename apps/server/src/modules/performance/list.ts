import type { RecordsPage } from '@portal/contract/common';
import {
  KPI_CODES,
  type KpiFigure,
  type PerformanceFilter,
  type PerformanceQuery,
  type PerformanceRow,
} from '@portal/contract/performance';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { offsetOf, orderBy, pageCount, type SortWhitelist } from '../../platform/lists/paging.ts';
import { FIGURE_SUMS, type FigureSums, figureOf, figuresOf, scoreOf } from './figures.ts';
import { periodLabel, periodStart, periodStartSql, shiftPeriod, todayIso } from './period.ts';
import { DAILY_JOINS, dailyCondition } from './scope.ts';

/** periods the screen shows when no date range is given (the current one and 11 before) */
const DEFAULT_PERIODS = 12;

const rate = (hits: string, total: string) =>
  sql.raw(`case when "${total}" > 0 then round("${hits}" * 100.0 / "${total}", 1) end`);
const average = (sum: string, total: string, divisor = 1) =>
  sql.raw(`case when "${total}" > 0 then round(("${sum}" / ${divisor} / "${total}")::numeric, 1) end`);

/** Sort columns over the grouped rows (g); the score is the mean of the rates that have a total. */
const RATES = ['onTime', 'quantity', 'confirmLead', 'asnSuccess', 'firstMatch'].map((kpi) =>
  rate(`${kpi}Hits`, `${kpi}Total`),
);
const SCORE = sql`(select round(avg(r), 1) from unnest(array[${sql.join(RATES, sql`, `)}]) r)`;
const SORTS: SortWhitelist = {
  companyCode: sql`"companyCode"`,
  supplierCode: sql`"supplierCode"`,
  supplierName: sql`"supplierName"`,
  periodStart: sql`"periodStart"`,
  score: SCORE,
  onTimeRate: rate('onTimeHits', 'onTimeTotal'),
  quantityRate: rate('quantityHits', 'quantityTotal'),
  confirmLeadRate: rate('confirmLeadHits', 'confirmLeadTotal'),
  confirmLeadAverageDays: average('confirmLeadSum', 'confirmLeadTotal', 24),
  asnSuccessRate: rate('asnSuccessHits', 'asnSuccessTotal'),
  firstMatchRate: rate('firstMatchHits', 'firstMatchTotal'),
  postedCycleAverageDays: average('postedCycleSum', 'postedCycleTotal'),
  paidCycleAverageDays: average('paidCycleSum', 'paidCycleTotal'),
};

type GroupedRow = FigureSums & {
  companyCode: string;
  companyName: string;
  supplierCode: string;
  supplierName: string;
  periodStart: string;
};

/** One buyer company, supplier and period with its summed counters, in the caller's scope and filters. */
function grouped(filter: PerformanceFilter, scope: DataScope): SQL {
  const { period } = filter;
  const from = filter.dateFromStr
    ? periodStart(period, filterDateToIso(filter.dateFromStr))
    : shiftPeriod(period, periodStart(period, todayIso()), 1 - DEFAULT_PERIODS);
  const to = filter.dateToStr ? sql`and p.day <= ${filterDateToIso(filter.dateToStr)}::date` : sql``;
  const start = periodStartSql(period, sql`p.day`);
  return sql`
    select b.company_code as "companyCode", b.company_name as "companyName", s.company_code as "supplierCode",
           s.company_name as "supplierName", ${start}::text as "periodStart", ${FIGURE_SUMS}
      from ${DAILY_JOINS}
     where ${dailyCondition(scope, { companyCode: filter.companyCode, supplierCodes: filter.supplierCode })}
       and p.day >= ${from}::date ${to}
     group by b.company_code, b.company_name, s.company_code, s.company_name, ${start}`;
}

function orderOf(query: Pick<PerformanceQuery, 'sort' | 'sortName'>): SQL {
  const ties = [sql`"periodStart" desc`, sql`"companyCode"`, sql`"supplierCode"`];
  const order = query.sortName
    ? orderBy(SORTS, query, ties)
    : [sql`"periodStart" desc`, sql`${SCORE} asc`, ...ties.slice(1)];
  return sql.join(order, sql`, `);
}

function rowOf(row: GroupedRow, period: PerformanceFilter['period']): PerformanceRow {
  const figures = figuresOf(row);
  const [onTime, quantity, confirmLead, asnSuccess, firstMatch, postedCycle, paidCycle] = KPI_CODES.map(
    (kpi) => figureOf(row, kpi),
  ) as [KpiFigure, KpiFigure, KpiFigure, KpiFigure, KpiFigure, KpiFigure, KpiFigure];
  return {
    companyCode: row.companyCode,
    companyName: row.companyName,
    supplierCode: row.supplierCode,
    supplierName: row.supplierName,
    periodStart: row.periodStart,
    periodLabel: periodLabel(period, row.periodStart),
    score: scoreOf(figures),
    onTimeHits: onTime.hits,
    onTimeTotal: onTime.total,
    onTimeRate: onTime.rate,
    quantityHits: quantity.hits,
    quantityTotal: quantity.total,
    quantityRate: quantity.rate,
    confirmLeadHits: confirmLead.hits,
    confirmLeadTotal: confirmLead.total,
    confirmLeadRate: confirmLead.rate,
    confirmLeadAverageDays: confirmLead.averageDays,
    asnSuccessHits: asnSuccess.hits,
    asnSuccessTotal: asnSuccess.total,
    asnSuccessRate: asnSuccess.rate,
    firstMatchHits: firstMatch.hits,
    firstMatchTotal: firstMatch.total,
    firstMatchRate: firstMatch.rate,
    postedCycleTotal: postedCycle.total,
    postedCycleAverageDays: postedCycle.averageDays,
    paidCycleTotal: paidCycle.total,
    paidCycleAverageDays: paidCycle.averageDays,
  };
}

/** A page of the Supplier Performance list and its total (periods x suppliers: a few thousand groups at most). */
export async function performancePage(
  db: Queryable,
  query: PerformanceQuery,
  scope: DataScope,
): Promise<RecordsPage<PerformanceRow>> {
  const result = await db.execute<GroupedRow & { total: number }>(sql`
    select g.*, count(*) over ()::int as total from (${grouped(query, scope)}) g
     order by ${orderOf(query)}
     limit ${query.size} offset ${offsetOf(query)}`);
  const total = result.rows[0]?.total ?? (query.pageNo > 1 ? await countOf(db, query, scope) : 0);
  return {
    records: result.rows.map((row) => rowOf(row, query.period)),
    total,
    pages: pageCount(total, query.size),
  };
}

async function countOf(db: Queryable, filter: PerformanceFilter, scope: DataScope): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${grouped(filter, scope)}) g`,
  );
  return result.rows[0]?.total ?? 0;
}

/** Every row of the filtered list in the list's order (the download: a few thousand rows at most). */
export async function allPerformanceRows(
  db: Queryable,
  query: Pick<PerformanceQuery, 'sort' | 'sortName'> & PerformanceFilter,
  scope: DataScope,
): Promise<PerformanceRow[]> {
  const result = await db.execute<GroupedRow>(sql`
    select g.* from (${grouped(query, scope)}) g order by ${orderOf(query)}`);
  return result.rows.map((row) => rowOf(row, query.period));
}
