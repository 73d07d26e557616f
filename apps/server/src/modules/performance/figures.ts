import { KPI_CODES, type KpiCode, type KpiFigure, RATE_KPIS } from '@portal/contract/performance';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A KPI's counters in performance_daily: the documents that met the target, and all of them (a cycle time
 * has no misses: its hits are its total).
 */
export const DAILY_COUNTS: Readonly<Record<KpiCode, { hits: string; total: string }>> = {
  onTime: { hits: 'on_time_hits', total: 'on_time_total' },
  quantity: { hits: 'quantity_hits', total: 'quantity_total' },
  confirmLead: { hits: 'confirm_lead_hits', total: 'confirm_lead_total' },
  asnSuccess: { hits: 'asn_success_hits', total: 'asn_success_total' },
  firstMatch: { hits: 'first_match_hits', total: 'first_match_total' },
  postedCycle: { hits: 'posted_cycle_total', total: 'posted_cycle_total' },
  paidCycle: { hits: 'paid_cycle_total', total: 'paid_cycle_total' },
};

/** The durations summed per KPI that has one (hours for confirmLead, days for the cycles). */
const DAILY_SUMS: Partial<Record<KpiCode, string>> = {
  confirmLead: 'confirm_lead_hours_sum',
  postedCycle: 'posted_cycle_days_sum',
  paidCycle: 'paid_cycle_days_sum',
};

/** The summed counters of performance_daily (alias p), as one select list; node-postgres reads them as text. */
export const FIGURE_SUMS: SQL = sql.raw(
  KPI_CODES.flatMap((kpi) => {
    const { hits, total } = DAILY_COUNTS[kpi];
    const sum = DAILY_SUMS[kpi];
    return [
      `coalesce(sum(p.${hits}), 0)::int as "${kpi}Hits"`,
      `coalesce(sum(p.${total}), 0)::int as "${kpi}Total"`,
      ...(sum ? [`coalesce(sum(p.${sum}), 0)::float8 as "${kpi}Sum"`] : []),
    ];
  }).join(', '),
);

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
