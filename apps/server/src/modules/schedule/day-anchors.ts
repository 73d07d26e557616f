import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleDayCounts } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { IdRow } from '../../platform/lists/keyset-page.ts';
import type { Anchor } from '../../platform/lists/page-anchors.ts';
import { keptRowsOf } from './kept-counts.ts';

/** A release date of a list in its default order: its rows, and how many rows of the list come before it. */
type Day = {
  releaseDate: string;
  before: number;
  rows: number;
};

/** The release date holding `position` (from 0) of the default order, newest date first, from the day counts. */
async function dayHolding(
  db: Queryable,
  scope: DataScope,
  isLatest: 'Y' | 'N',
  what: 'headers' | 'lines',
  position: number,
): Promise<Day | undefined> {
  const { releaseDate } = scheduleDayCounts;
  const result = await db.execute<Day>(sql`
    select release_date::text as "releaseDate", (running - n)::int as "before", n::int as "rows"
      from (select release_date, n, sum(n) over (order by release_date desc) as running
              from (select ${releaseDate} as release_date, sum(${scheduleDayCounts[what]}) as n
                      from ${scheduleDayCounts} where ${keptRowsOf(scheduleDayCounts, scope, isLatest)}
                     group by 1) as days) as summed
     where running > ${position}
     order by release_date desc
     limit 1`);
  return result.rows[0];
}

/** The first (or, reversed, the last) row of the list on a release date, with its key values. */
export type DayEdge = (releaseDate: string, reversed: boolean) => Promise<IdRow[]>;

/**
 * The first and last row of the release date holding `position`, at their places in the list: a deep page
 * of an unfiltered schedule list in its default order is then read from the nearer of them, skipping at most
 * a day's rows instead of every row before it (the kept counts and the list are the same rows, see
 * keepsTotal). Nothing when the counts know no such position.
 */
export async function anchorsOfDay(
  db: Queryable,
  scope: DataScope,
  list: { isLatest: 'Y' | 'N'; what: 'headers' | 'lines'; edge: DayEdge },
  position: number,
): Promise<Anchor[]> {
  const day = await dayHolding(db, scope, list.isLatest, list.what, position);
  if (!day || day.rows <= 0) return [];
  // one after the other: `db` may be a caller's transaction, one query at a time
  const [first] = await list.edge(day.releaseDate, false);
  const [last] = await list.edge(day.releaseDate, true);
  if (!first || !last) return [];
  return [
    { position: day.before, values: first.key },
    { position: day.before + day.rows - 1, values: last.key },
  ];
}
