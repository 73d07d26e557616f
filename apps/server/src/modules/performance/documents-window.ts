import type { KpiCode } from '@portal/contract/performance';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { DAILY_COUNTS } from './figures.ts';

export interface PageAsked {
  offset: number;
  size: number;
  onlyMisses: boolean;
}

/** The days a page falls on: every miss of `missDays`, then every hit of `hitDays`, the page `offset` rows in. */
export interface PageWindow {
  total: number;
  missDays: string[];
  hitDays: string[];
  offset: number;
}

export type DayCounts = { day: string; hits: number; misses: number };

/**
 * Where a page of the drill-down falls. The list runs misses first, then hits, each by day: the figures per
 * day tell how many rows each day adds, so only the documents of the page's days need judging (a busy month
 * of all suppliers is tens of thousands of receipts). Null while a bucket of the drill-down waits in the
 * queue: its figures are not summed yet, and only judging every document tells.
 */
export async function pageWindow(
  db: Queryable,
  keys: SQL,
  kpi: KpiCode,
  page: PageAsked,
): Promise<PageWindow | null> {
  const queued = await db.execute<{ queued: boolean }>(sql`
    with ${keys}
    select exists (select 1 from keys k join performance_dirty q on q.buyer_company_id = k.buyer
                      and q.supplier_company_id = k.supplier and q.day = k.day) as queued`);
  if (queued.rows[0]?.queued !== false) return null;
  const hits = sql.raw(`p.${DAILY_COUNTS[kpi].hits}`);
  const total = sql.raw(`p.${DAILY_COUNTS[kpi].total}`);
  const days = await db.execute<DayCounts>(sql`
    with ${keys}
    select to_char(p.day, 'YYYY-MM-DD') as day, sum(${hits})::int as hits, sum(${total} - ${hits})::int as misses
      from keys k
      join performance_daily p on p.buyer_company_id = k.buyer and p.supplier_company_id = k.supplier
       and p.day = k.day
     group by p.day
     order by p.day`);
  return windowOf(days.rows, page);
}

/** The page's days, walking the days' misses then (unless only misses are asked) their hits. */
export function windowOf(days: readonly DayCounts[], page: PageAsked): PageWindow {
  const runs = [
    ...days.map(({ day, misses }) => ({ day, hit: false, count: misses })),
    ...(page.onlyMisses ? [] : days.map(({ day, hits }) => ({ day, hit: true, count: hits }))),
  ].filter((run) => run.count > 0);
  const window: PageWindow = { total: 0, missDays: [], hitDays: [], offset: 0 };
  for (const run of runs) {
    const start = window.total;
    window.total += run.count;
    if (window.total <= page.offset || start >= page.offset + page.size) continue;
    if (window.missDays.length + window.hitDays.length === 0) window.offset = page.offset - start;
    (run.hit ? window.hitDays : window.missDays).push(run.day);
  }
  return window;
}
