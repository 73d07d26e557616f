import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { Anchor } from './page-anchors.ts';
import { partHolding, partSeek, type WindowIds } from './part-seek.ts';

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

/** The day holding `position` (from 0) in the list's order, newest day first, and the rows before it. */
function dayHolding(db: Queryable, counts: DayCounts, position: number) {
  const days = sql`select ${counts.day} as part, sum(${counts.rows}) as n
                     from ${counts.table} where ${counts.where ?? sql`true`} group by 1`;
  return partHolding(db, days, sql`part desc`, position);
}

/**
 * A list's seek (readPageOfIds) from its day counts (part-seek.ts): a deep page of a list in its default
 * order (newest day first, unfiltered: the counts are its rows) is read from the first or last row of its
 * day, skipping at most a day's rows instead of every row before it.
 */
export function daySeek(
  db: Queryable,
  counts: DayCounts,
  ids: WindowIds,
  onDay: (day: string) => SQL | undefined,
): (position: number) => Promise<Anchor[]> {
  return partSeek(
    (position) => dayHolding(db, counts, position),
    ids,
    (day) => onDay(day.part ?? ''),
  );
}
