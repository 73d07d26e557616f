import type {
  PerformanceOverview,
  PerformanceOverviewQuery,
  SupplierScore,
} from '@portal/contract/performance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { FIGURE_SUMS, type FigureSums, figuresOf, scoreOf } from './figures.ts';
import { periodEnd, periodLabel, periodStart, periodStartSql, shiftPeriod, todayIso } from './period.ts';
import { DAILY_JOINS, dailyCondition } from './scope.ts';

/** periods in the trend, the chosen one last */
const TREND_PERIODS = 12;
/** suppliers in the dashboard's ranking */
const RANKED_SUPPLIERS = 10;

/**
 * The dashboard's figures: the chosen period, the one before, a trend of 12 periods (one grouped read of the
 * daily figures) and, for buyers, the 10 worst suppliers of the period (a second read).
 */
export async function performanceOverview(
  db: Queryable,
  query: PerformanceOverviewQuery,
  scope: DataScope,
): Promise<PerformanceOverview> {
  const { period } = query;
  const start = periodStart(period, query.dateStr ? filterDateToIso(query.dateStr) : todayIso());
  const end = periodEnd(period, start);
  const firstStart = shiftPeriod(period, start, 1 - TREND_PERIODS);
  const filter = {
    companyCode: query.companyCode,
    supplierCodes: query.supplierCode ? [query.supplierCode] : [],
  };
  const condition = dailyCondition(scope, filter);
  const grouped = await db.execute<FigureSums & { start: string }>(sql`
    select ${periodStartSql(period, sql`p.day`)}::text as start, ${FIGURE_SUMS}
      from ${DAILY_JOINS}
     where ${condition} and p.day between ${firstStart}::date and ${end}::date
     group by 1`);
  const byStart = new Map(grouped.rows.map((row) => [row.start, row]));
  const trend = Array.from({ length: TREND_PERIODS }, (_, index) => {
    const pointStart = shiftPeriod(period, firstStart, index);
    return {
      periodStart: pointStart,
      label: periodLabel(period, pointStart),
      figures: figuresOf(byStart.get(pointStart)),
    };
  });
  return {
    period,
    periodStart: start,
    periodEnd: end,
    current: trend[TREND_PERIODS - 1]?.figures ?? figuresOf(undefined),
    previous: trend[TREND_PERIODS - 2]?.figures ?? figuresOf(undefined),
    trend,
    worstSuppliers: scope.kind === 'buyer' ? await worstSuppliers(db, condition, start, end) : [],
  };
}

/** Suppliers of the period by overall score, worst first (a supplier with no rate last), then by code. */
async function worstSuppliers(
  db: Queryable,
  condition: ReturnType<typeof dailyCondition>,
  start: string,
  end: string,
): Promise<SupplierScore[]> {
  const rows = await db.execute<FigureSums & { supplierCode: string; supplierName: string }>(sql`
    select s.company_code as "supplierCode", s.company_name as "supplierName", ${FIGURE_SUMS}
      from ${DAILY_JOINS}
     where ${condition} and p.day between ${start}::date and ${end}::date
     group by s.company_code, s.company_name`);
  const scored = rows.rows.map((row) => {
    const figures = figuresOf(row);
    return {
      supplierCode: row.supplierCode,
      supplierName: row.supplierName,
      score: scoreOf(figures),
      figures,
    };
  });
  // scores lie in 0..100: one without any rate sorts after every scored supplier
  const rank = (score: number | null) => score ?? 1_000;
  scored.sort((a, b) => rank(a.score) - rank(b.score) || a.supplierCode.localeCompare(b.supplierCode));
  return scored.slice(0, RANKED_SUPPLIERS);
}
