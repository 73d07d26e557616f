import type { PeriodType } from '@portal/contract/performance';
import { type SQL, sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** First day of the week (ISO, Monday) or month holding an ISO day. */
export function periodStart(period: PeriodType, iso: string): string {
  if (period === 'month') return `${iso.slice(0, 7)}-01`;
  const weekday = (new Date(msOf(iso)).getUTCDay() + 6) % 7;
  return toIso(msOf(iso) - weekday * DAY_MS);
}

/** The start of the period `count` periods after (or before, when negative) the one starting on `start`. */
export function shiftPeriod(period: PeriodType, start: string, count: number): string {
  if (period === 'week') return toIso(msOf(start) + count * 7 * DAY_MS);
  const date = new Date(msOf(start));
  return toIso(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
}

/** Last day of the period starting on `start`. */
export function periodEnd(period: PeriodType, start: string): string {
  return toIso(msOf(shiftPeriod(period, start, 1)) - DAY_MS);
}

/** 2026-W48 (ISO week-numbering year) or 2026-11. */
export function periodLabel(period: PeriodType, start: string): string {
  if (period === 'month') return start.slice(0, 7);
  const thursday = new Date(msOf(start) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The period start of a day column in SQL (the same weeks and months as periodStart). */
export function periodStartSql(period: PeriodType, day: SQL): SQL {
  return period === 'month' ? sql`date_trunc('month', ${day})::date` : sql`date_trunc('week', ${day})::date`;
}

/** Today at the portal's default zone (the figures' days are the buyer companies' days). */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
}
