import { and, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { after, equal, type KeyColumnsQuery, keyedIds } from './keyset.ts';
import type { Anchor } from './page-anchors.ts';
import { NEAR_START_ROWS, type PageWindow } from './page-window.ts';
import type { WindowIds } from './part-seek.ts';
import { orderSql, type SortKey } from './sort-keys.ts';

/** A list's id query for a window, narrowed by one more condition (IdPagedList's `idQuery`). */
export type WindowIdQuery = (window: PageWindow, from: SQL | undefined) => KeyColumnsQuery;

/** A list's id read from its id query: the window's ids with their key values, in the list's order. */
export function idsOf(db: Queryable, keys: readonly SortKey[], idQuery: WindowIdQuery): WindowIds {
  return (window, from) => keyedIds(db, keys, window.reversed, idQuery(window, from));
}

interface KeyValue {
  value: string | null;
  /** rows of the narrowed list before the first row holding the value */
  before: number;
}

const mirrored = (key: SortKey): SortKey => ({
  column: key.column,
  direction: key.direction === 'asc' ? 'desc' : 'asc',
});

/** Rows read up to a position: its value's first row among them needs no count. */
const RUN_WINDOW = NEAR_START_ROWS - 1;

/**
 * The value one key has at `position` among the rows `within` narrows the list to (ordered by that key),
 * and how many of those rows come before its first row: a read of that key alone (an index on the key
 * serves it), the last RUN_WINDOW rows before the position included. When the value starts among them,
 * that is its first row; when it fills them all, the rows before it are counted. A rank over the same rows
 * (one statement) took twice as long as a read and a count.
 */
async function valueAt(
  db: Queryable,
  key: SortKey,
  idQuery: WindowIdQuery,
  within: SQL | undefined,
  position: number,
): Promise<KeyValue | undefined> {
  const offset = Math.max(0, position - RUN_WINDOW);
  const upTo = idQuery({ limit: position - offset + 1, offset, reversed: false }, within);
  const lead = sql.identifier('k0');
  const direction = key.direction === 'asc' ? sql`asc` : sql`desc`;
  const read = await db.execute<{ value: string | null }>(sql`
    select ${lead}::text as "value" from (${upTo({ k0: sql`${key.column}`.as('k0') }, orderSql([key]))}) as "run"
     order by ${lead} ${direction}`);
  const values = read.rows.map((row) => row.value);
  if (values.length !== position - offset + 1) return undefined;
  const value = values[values.length - 1] ?? null;
  const first = values.indexOf(value);
  if (first > 0 || offset === 0) return { value, before: offset + first };
  const earlier = after(key.column, mirrored(key).direction, value);
  // at most `position` rows come before it: the bound keeps a count of a changing list small
  const rowsBefore = idQuery({ limit: position + 1, offset: 0, reversed: false }, and(within, earlier));
  const counted = await db.execute<{ before: number }>(sql`
    select count(*)::int as "before" from (${rowsBefore({}, [])}) as "earlier"`);
  return { value, before: counted.rows[0]?.before ?? 0 };
}

/**
 * A seek for a list that keeps no counts (a filtered or re-sorted list): the row at a deep position is found
 * key by key, from the nearer end of the list. The leading key's value there and the rows before it come
 * from a narrow read (valueAt); if the position is still far into that value's rows, the next key is found
 * among them, and so on. The first row holding the values found (the last, from the end) is then an anchor
 * at a known place, and the page is a keyset read from it that skips fewer than NEAR_START_ROWS rows
 * (readPageOfIds). Exact: the rows before each value are found or counted, ties included.
 */
export function keySeek(
  db: Queryable,
  keys: readonly SortKey[],
  idQuery: WindowIdQuery,
  ids: WindowIds,
): (position: number, total: number) => Promise<Anchor[]> {
  return async (position, total) => {
    const reversed = position > total - 1 - position;
    const distance = reversed ? total - 1 - position : position;
    const found: SQL[] = [];
    let before = 0;
    for (const key of keys) {
      if (distance - before < NEAR_START_ROWS) break;
      const read = reversed ? mirrored(key) : key;
      const at = await valueAt(db, read, idQuery, and(...found), distance - before);
      if (!at) return [];
      before += at.before;
      found.push(equal(key.column, at.value));
    }
    if (found.length === 0) return [];
    const [edge] = await ids({ limit: 1, offset: 0, reversed }, and(...found));
    if (!edge) return [];
    return [{ position: reversed ? total - 1 - before : before, values: edge.key }];
  };
}
