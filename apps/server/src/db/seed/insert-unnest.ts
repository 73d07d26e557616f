import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client.ts';

/**
 * Inserts many rows in one statement with one array parameter per column
 * (`insert ... select * from unnest($1::bigint[], $2::text[], ...)`): the demo seed's thousands of rows go
 * in without thousands of parameters. Every row must carry the same keys (the table's field names).
 */
export async function insertUnnest<T extends PgTable>(
  db: Queryable,
  table: T,
  rows: Array<Partial<T['$inferInsert']>>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => sql.identifier(columns[key]?.name ?? key));
  const arrays = keys.map((key) => {
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return sql`${sql.param(values)}::${sql.raw(columns[key]?.getSQLType() ?? 'text')}[]`;
  });
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}
