import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { IdRow } from './keyset-page.ts';
import type { Anchor } from './page-anchors.ts';
import type { PageWindow } from './page-window.ts';

/** A list's id read (IdPagedList's `ids`): a window of its rows, narrowed by one more condition. */
export type WindowIds = (window: PageWindow, from: SQL | undefined) => Promise<IdRow[]>;

/**
 * A part of a list's order the list keeps counts of (a day, a value of its sort field): its value as text,
 * the rows before it and its own rows.
 */
export type OrderPart = {
  part: string | null;
  before: number;
  rows: number;
};

/**
 * Up to `count` parts from the one holding `position` (from 0) on: `parts` selects each part (`part`) with
 * its rows (`n`), one row a part; `order` is their order in the list, written over `part`. A running sum over
 * a few thousand rows.
 */
export async function partsFrom(
  db: Queryable,
  parts: SQL,
  order: SQL,
  position: number,
  count: number,
): Promise<OrderPart[]> {
  const result = await db.execute<OrderPart>(sql`
    select part::text as "part", (running - n)::int as "before", n::int as "rows"
      from (select part, n, sum(n) over (order by ${order}) as running
              from (${parts}) as parts) as summed
     where running > ${position}
     order by ${order}
     limit ${count}`);
  return result.rows;
}

/** The part holding `position` (partsFrom). */
export async function partHolding(
  db: Queryable,
  parts: SQL,
  order: SQL,
  position: number,
): Promise<OrderPart | undefined> {
  const [part] = await partsFrom(db, parts, order, position, 1);
  return part;
}

/**
 * A list's seek (readPageOfIds) from the counts it keeps of parts of its order: the first and last row of the
 * part holding a position, at their places in the list, read by the list's own `ids` narrowed by `onPart`
 * (`holding` gives the part, with the condition that narrows to it). A deep page is then read from the nearer
 * of them, skipping at most a part's rows instead of every row before it. Nothing when the counts know no
 * such position.
 */
export function partSeek<Part extends OrderPart>(
  holding: (position: number) => Promise<Part | undefined>,
  ids: WindowIds,
  onPart: (part: Part) => SQL | undefined,
): (position: number) => Promise<Anchor[]> {
  return async (position) => {
    const part = await holding(position);
    if (!part || part.rows <= 0) return [];
    // one after the other: the list's `db` may be a caller's transaction, one query at a time
    const [first] = await ids({ limit: 1, offset: 0, reversed: false }, onPart(part));
    const [last] = await ids({ limit: 1, offset: 0, reversed: true }, onPart(part));
    if (!first || !last) return [];
    return [
      { position: part.before, values: first.key },
      { position: part.before + part.rows - 1, values: last.key },
    ];
  };
}

/** Parts a window's read may span before it is left to the list's other reads (a page over many small parts). */
export const MAX_PARTS_A_WINDOW = 8;

/**
 * A window's ids read part by part (IdPagedList's `partIds`): from each part of the list's order it spans, the
 * list's `ids` narrowed by `onPart`, skipping that part's rows before the window or, from its other end, after
 * it. For an order no index reads in (a field sorted within each value by release), a few parts' rows are
 * sorted instead of every row of the list. Undefined when the window spans more than MAX_PARTS_A_WINDOW
 * parts, or the counts and the rows disagree (a write in between).
 */
export function partIds<Part extends OrderPart>(
  holding: (position: number) => Promise<Part | undefined>,
  ids: WindowIds,
  onPart: (part: Part) => SQL | undefined,
): (window: PageWindow) => Promise<IdRow[] | undefined> {
  return async ({ offset, limit }) => {
    const rows: IdRow[] = [];
    for (let parts = 0; rows.length < limit; parts++) {
      const at = offset + rows.length;
      const part = parts < MAX_PARTS_A_WINDOW ? await holding(at) : undefined;
      if (!part) return undefined;
      const before = at - part.before;
      const take = Math.min(limit - rows.length, part.rows - before);
      const after = part.rows - before - take;
      const reversed = after < before;
      const read = await ids({ limit: take, offset: reversed ? after : before, reversed }, onPart(part));
      if (take <= 0 || read.length !== take) return undefined;
      rows.push(...(reversed ? read.reverse() : read));
    }
    return rows;
  };
}
