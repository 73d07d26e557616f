import type { UploadSummary } from '@portal/contract/common';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';

type Summary = z.infer<typeof UploadSummary>;

export interface UpsertTarget<T extends PgTable> {
  /** the unique key a row of the file may already have in the table */
  conflict: PgColumn[];
  /** what an existing row takes over (`excluded.<column>` or an expression), by field name */
  set: Partial<Record<keyof T['$inferInsert'], SQL>>;
}

/** A JSON escape other than `\"` and `\\`, the only two an array literal's quoted element reads alike. */
const OTHER_ESCAPE = /\\[^"\\]/;

const isScalar = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A column's values as one array literal (`{1,2}`, `{"a",NULL}`), when their JSON reads as one once its
 * brackets are braces: scalars only, and no escape but `\"` and `\\` (no control character, no lone
 * surrogate). JSON.stringify is native, while the driver writes an array literal value by value in
 * JavaScript (about 0.3 s of the 50,000 rows of a price upload, for its twelve columns).
 */
function arrayLiteral(values: unknown[]): string | undefined {
  if (!values.every(isScalar)) return undefined;
  const json = JSON.stringify(values);
  return OTHER_ESCAPE.test(json) ? undefined : `{${json.slice(1, -1)}}`;
}

/**
 * One parameter of a column's values, made an array of the column's type by the statement: an array
 * literal cast once when the values allow it; else a JSON array taken apart in order
 * (`array(... json_array_elements_text($1::json) ...)`), which cost PostgreSQL about 0.25 s for the
 * twelve columns of 50,000 prices.
 */
function columnArray(column: PgColumn, values: unknown[]): SQL {
  const type = sql.raw(column.getSQLType());
  const literal = arrayLiteral(values);
  if (literal !== undefined) return sql`${sql.param(literal)}::${type}[]`;
  const json = sql.param(JSON.stringify(values));
  return sql`array(select value from json_array_elements_text(${json}::json) with ordinality as given(value, position)
    order by position)::${type}[]`;
}

/**
 * Inserts or updates any number of rows in one statement with one array parameter per column
 * (`insert ... select ... from unnest(<$1 as bigint[]>, <$2 as text[]>, ...) with ordinality order by ordinality
 * on conflict ... do update`), so a 50,000-row upload binds a dozen parameters, not 600,000, and its rows are
 * locked in the order given (callers sort by key, so concurrent uploads lock in the same order). Every row
 * must carry the same keys (the table's field names); answers how many rows were inserted and updated.
 */
export async function upsertUnnest<T extends PgTable>(
  db: Queryable,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  target: UpsertTarget<T>,
): Promise<Summary> {
  const first = rows[0];
  if (!first) return { inserted: 0, updated: 0 };
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const columnOf = (key: string) => columns[key] as PgColumn;
  const names = keys.map((key) => sql.identifier(columnOf(key).name));
  const arrays = keys.map((key) =>
    columnArray(
      columnOf(key),
      rows.map((row) => (row as Record<string, unknown>)[key] ?? null),
    ),
  );
  const updates = Object.entries(target.set as Record<string, SQL>).map(
    ([key, value]) => sql`${sql.identifier(columnOf(key).name)} = ${value}`,
  );
  const conflict = target.conflict.map((column) => sql.identifier(column.name));
  const result = await db.execute<{ inserted: number; updated: number }>(sql`
    with written as (
      insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(names, sql`, `)}
      from unnest(${sql.join(arrays, sql`, `)}) with ordinality as given(${sql.join(names, sql`, `)}, position)
      order by position
      on conflict (${sql.join(conflict, sql`, `)}) do update set ${sql.join(updates, sql`, `)}
      returning (xmax = 0) as inserted)
    select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated
    from written`);
  const summary = result.rows[0];
  return { inserted: summary?.inserted ?? 0, updated: summary?.updated ?? 0 };
}
