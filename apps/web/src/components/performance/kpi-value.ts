import { type KpiCode, type KpiFigure, RATE_KPIS, type RateKpi } from '@portal/contract/performance';

const RATES: ReadonlySet<KpiCode> = new Set<KpiCode>(RATE_KPIS);

export function isRateKpi(kpi: KpiCode): kpi is RateKpi {
  return RATES.has(kpi);
}

/** The number a figure is read by: the hit rate in percent, or the average days of a cycle time. */
export function headlineValue(figure: KpiFigure): number | null {
  return isRateKpi(figure.kpi) ? figure.rate : figure.averageDays;
}

/** The lowest rate that counted something, the figure a reader asks about first; on-time when none did. */
export function weakestRate(rates: ReadonlyArray<{ kpi: KpiCode; rate: number | null }>): RateKpi {
  let worst: { kpi: RateKpi; rate: number } | undefined;
  for (const { kpi, rate } of rates) {
    if (rate === null || !isRateKpi(kpi)) continue;
    if (!worst || rate < worst.rate) worst = { kpi, rate };
  }
  return worst?.kpi ?? 'onTime';
}

export type TrendDirection = 'up' | 'down' | 'flat';

/** Which way the headline moved since the previous period; null when either period counted nothing. */
export function trendDirection(current: KpiFigure, previous: KpiFigure | undefined): TrendDirection | null {
  const now = headlineValue(current);
  const before = previous ? headlineValue(previous) : null;
  if (now === null || before === null) return null;
  if (now === before) return 'flat';
  return now > before ? 'up' : 'down';
}

/** Rates are better higher, cycle times better lower: the arrow's colour says which. */
export function isImprovement(kpi: KpiCode, direction: TrendDirection): boolean {
  if (direction === 'flat') return false;
  return isRateKpi(kpi) ? direction === 'up' : direction === 'down';
}

/** One decimal as the server rounds it, with its unit key (`%` or days); a dash when nothing counted. */
export function formatHeadline(value: number | null, kpi: KpiCode, days: string): string {
  if (value === null) return '–';
  return isRateKpi(kpi) ? `${value.toFixed(1)}%` : `${value.toFixed(1)} ${days}`;
}
