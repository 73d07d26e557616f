import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { IdRow } from './keyset-page.ts';
import type { Anchor } from './page-anchors.ts';
import type { PageWindow } from './page-window.ts';

/**
 * Counts a list keeps of its rows per day of its leading sort key (newest day first): which table and
 * columns, and the rows of the caller's scope.
 */
export interface DayCounts {
  table: PgTable;
  day: AnyPgColumn;
  rows: AnyPgColumn;
  where: SQL | undefined;
}

/** A list's id read (IdPagedList's `ids`): a window of its rows, narrowed by one more condition. */
type WindowIds = (window: PageWindow, from: SQL | undefined) => Promise<IdRow[]>;

type Day = {
  day: string;
  before: number;
  rows: number;
};

/** The day holding `position` (from 0) in the list's order, newest day first, and the rows before it. */
async function dayHolding(db: Queryable, counts: DayCounts, position: number): Promise<Day | undefined> {
  const result = await db.execute<Day>(sql`
    select day::text as "day", (running - n)::int as "before", n::int as "rows"
      from (select day, n, sum(n) over (order by day desc) as running
              from (select ${counts.day} as day, sum(${counts.rows}) as n
                      from ${counts.table} where ${counts.where ?? sql`true`}
                     group by 1) as days) as summed
     where running > ${position}
     order by day desc
     limit 1`);
  return result.rows[0];
}

/**
 * A list's seek (readPageOfIds) from its day counts: the first and last row of the day holding a position,
 * at their places in the list, read by the list's own `ids` narrowed by `onDay`. A deep page of a list in its
 * default order (newest day first, unfiltered: the counts are its rows) is then read from the nearer of
 * them, skipping at most a day's rows instead of every row before it. Nothing when the counts know no such
 * position.
 */
export function daySeek(
  db: Queryable,
  counts: DayCounts,
  ids: WindowIds,
  onDay: (day: string) => SQL | undefined,
): (position: number) => Promise<Anchor[]> {
  const edge = (day: string, reversed: boolean) => ids({ limit: 1, offset: 0, reversed }, onDay(day));
  return async (position) => {
    const day = await dayHolding(db, counts, position);
    if (!day || day.rows <= 0) return [];
    // one after the other: `db` may be a caller's transaction, one query at a time
    const [first] = await edge(day.day, false);
    const [last] = await edge(day.day, true);
    if (!first || !last) return [];
    return [
      { position: day.before, values: first.key },
      { position: day.before + day.rows - 1, values: last.key },
    ];
  };
}
