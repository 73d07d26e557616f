import { Column, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orderSql, type SortKey } from './sort-keys.ts';

/**
 * A row's place in a list's order, as the text of each sort key's value (null stays null): text round-trips
 * every type the lists sort by exactly (numeric, timestamps with their microseconds), and PostgreSQL gives
 * the text back its column's type when it is compared with the column.
 */
export type KeyValues = readonly (string | null)[];

type Direction = SortKey['direction'];

/** Rows strictly after the value in one key's order: ascending puts nulls last, descending first. */
export function after(column: SortKey['column'], direction: Direction, value: string | null): SQL {
  if (direction === 'asc')
    return value === null ? sql`false` : sql`(${column} > ${value} or ${column} is null)`;
  return value === null ? sql`${column} is not null` : sql`${column} < ${value}`;
}

export function equal(column: SortKey['column'], value: string | null): SQL {
  return value === null ? sql`${column} is null` : sql`${column} = ${value}`;
}

/**
 * What an index can seek by: the leading keys of one direction on columns of one table that hold no nulls,
 * as one row comparison (implied by the exact condition, so it only narrows where the scan starts).
 */
function seekCondition(keys: readonly SortKey[], values: KeyValues, direction: Direction): SQL | undefined {
  const prefix: SQL[] = [];
  const bounds: SQL[] = [];
  const first = keys[0]?.column;
  const table = first instanceof Column ? first.table : undefined;
  for (const [index, { column, direction: own }] of keys.entries()) {
    const value = values[index] ?? null;
    const seekable = column instanceof Column && column.notNull && column.table === table;
    if (own !== direction || value === null || !seekable) break;
    prefix.push(sql`${column}`);
    bounds.push(sql`${value}`);
  }
  if (prefix.length === 0) return undefined;
  const operator = direction === 'asc' ? sql`>=` : sql`<=`;
  return sql`(${sql.join(prefix, sql`, `)}) ${operator} (${sql.join(bounds, sql`, `)})`;
}

/**
 * The rows at or after the row whose key values are `values`, in the order of `keys` (mirrored when
 * `reversed`): a keyset read that starts where a remembered row was instead of skipping every row before it.
 * Exact with nulls and mixed directions; the leading keys also give an index a place to start.
 */
export function atOrAfter(keys: readonly SortKey[], values: KeyValues, reversed: boolean): SQL {
  const ordered = keys.map(({ column, direction }) => ({
    column,
    direction: (direction === 'asc') !== reversed ? ('asc' as const) : ('desc' as const),
  }));
  const terms: SQL[] = [];
  const equalSoFar: SQL[] = [];
  for (const [index, { column, direction }] of ordered.entries()) {
    const value = values[index] ?? null;
    terms.push(sql.join([...equalSoFar, after(column, direction, value)], sql` and `));
    equalSoFar.push(equal(column, value));
  }
  // the row itself (its keys end in a unique one)
  terms.push(sql.join(equalSoFar, sql` and `));
  const exact = sql`(${sql.join(
    terms.map((term) => sql`(${term})`),
    sql` or `,
  )})`;
  const seek = seekCondition(ordered, values, ordered[0]?.direction ?? 'asc');
  return seek ? sql`${seek} and ${exact}` : exact;
}

/**
 * A list's id read as a query: its rows' ids with `keyColumns` beside them (aliased k0, k1, ...), in `order`,
 * the list's own FROM, joins and conditions; `keyedIds` and the key seek (key-seek.ts) build on it.
 */
export type KeyColumnsQuery = (keyColumns: Record<string, SQL.Aliased>, order: SQL[]) => SQLWrapper;

/** One page's id with its sort key values (`IdRow` of keyset-page.ts). */
interface KeyedId {
  id: number;
  key: KeyValues;
}

/**
 * The ids of a window with their key values, the values turned into text for the window's rows only (a
 * cast in the id query itself would run for every row it sorts or skips: twice the time of a first page
 * sorted by quantity). `select` builds the window's id query from the key columns to select beside the id
 * (aliased k0, k1, ...) and the order to read it in.
 */
export async function keyedIds(
  db: Queryable,
  keys: readonly SortKey[],
  reversed: boolean,
  select: KeyColumnsQuery,
): Promise<KeyedId[]> {
  const aliases = keys.map((_, index) => `k${index}`);
  const keyColumns = Object.fromEntries(
    keys.map(({ column }, index) => [aliases[index], sql`${column}`.as(`k${index}`)]),
  );
  const outerOrder = keys.map(({ direction }, index) =>
    (direction === 'asc') !== reversed
      ? sql`${sql.identifier(`k${index}`)} asc`
      : sql`${sql.identifier(`k${index}`)} desc`,
  );
  const keyText = aliases.map((alias) => sql`${sql.identifier(alias)}::text`);
  const result = await db.execute<{ id: number; key: KeyValues }>(sql`
    select "id", array[${sql.join(keyText, sql`, `)}]::text[] as "key"
      from (${select(keyColumns, orderSql(keys, reversed))}) as "page"
     order by ${sql.join(outerOrder, sql`, `)}`);
  return result.rows;
}
