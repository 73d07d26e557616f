import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column = any($1::type[])`: one array parameter however many values, where drizzle's `inArray` binds one
 * parameter per value and fails past PostgreSQL's 65,535 (an upload may name more part numbers than that).
 */
export function anyOf(
  column: AnyColumn | SQLWrapper,
  values: readonly (string | number)[],
  type: 'text' | 'bigint',
): SQL {
  return sql`${column} = any(${sql.param([...new Set(values)])}::${sql.raw(type)}[])`;
}
