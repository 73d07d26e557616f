import { KPI_CODES, type KpiCode, type KpiFigure, RATE_KPIS } from '@portal/contract/performance';
import { type SQL, sql } from 'drizzle-orm';

/** The summed counters of performance_daily (alias p), as one select list; node-postgres reads them as text. */
export const FIGURE_SUMS: SQL = sql`
  coalesce(sum(p.on_time_hits), 0)::int as "onTimeHits", coalesce(sum(p.on_time_total), 0)::int as "onTimeTotal",
  coalesce(sum(p.quantity_hits), 0)::int as "quantityHits", coalesce(sum(p.quantity_total), 0)::int as "quantityTotal",
  coalesce(sum(p.confirm_lead_hits), 0)::int as "confirmLeadHits",
  coalesce(sum(p.confirm_lead_total), 0)::int as "confirmLeadTotal",
  coalesce(sum(p.confirm_lead_hours_sum), 0)::float8 as "confirmLeadSum",
  coalesce(sum(p.asn_success_hits), 0)::int as "asnSuccessHits",
  coalesce(sum(p.asn_success_total), 0)::int as "asnSuccessTotal",
  coalesce(sum(p.first_match_hits), 0)::int as "firstMatchHits",
  coalesce(sum(p.first_match_total), 0)::int as "firstMatchTotal",
  coalesce(sum(p.posted_cycle_total), 0)::int as "postedCycleHits",
  coalesce(sum(p.posted_cycle_total), 0)::int as "postedCycleTotal",
  coalesce(sum(p.posted_cycle_days_sum), 0)::float8 as "postedCycleSum",
  coalesce(sum(p.paid_cycle_total), 0)::int as "paidCycleHits",
  coalesce(sum(p.paid_cycle_total), 0)::int as "paidCycleTotal",
  coalesce(sum(p.paid_cycle_days_sum), 0)::float8 as "paidCycleSum"`;

/** One row of FIGURE_SUMS: `<kpi>Hits`, `<kpi>Total` and, for durations, `<kpi>Sum`. */
export type FigureSums = Record<string, unknown>;

const round1 = (value: number) => Math.round(value * 10) / 10;
const numberOf = (row: FigureSums, key: string) => Number(row[key] ?? 0);

/** Hours summed by confirmLead become days like the cycle times. */
const SUM_DIVISOR: Partial<Record<KpiCode, number>> = { confirmLead: 24, postedCycle: 1, paidCycle: 1 };
const rateKpis: ReadonlySet<KpiCode> = new Set(RATE_KPIS);

export function figureOf(row: FigureSums, kpi: KpiCode): KpiFigure {
  const hits = numberOf(row, `${kpi}Hits`);
  const total = numberOf(row, `${kpi}Total`);
  const divisor = SUM_DIVISOR[kpi];
  return {
    kpi,
    hits,
    total,
    rate: rateKpis.has(kpi) && total > 0 ? round1((hits * 100) / total) : null,
    averageDays: divisor && total > 0 ? round1(numberOf(row, `${kpi}Sum`) / divisor / total) : null,
  };
}

export function figuresOf(row: FigureSums | undefined): KpiFigure[] {
  return KPI_CODES.map((kpi) => figureOf(row ?? {}, kpi));
}

/** The overall score: the mean of the rates that have a total (docs/kpis.md), null when none has. */
export function scoreOf(figures: readonly KpiFigure[]): number | null {
  const rates = figures.flatMap((figure) => (figure.rate === null ? [] : [figure.rate]));
  return rates.length === 0 ? null : round1(rates.reduce((sum, rate) => sum + rate, 0) / rates.length);
}
