import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * Whether two conditions are the same SQL with the same parameters: a list's condition equal to the one
 * without filters is unfiltered, and a filter added later makes it differ (so it is counted, never missed).
 */
export function sameCondition(a: SQL | undefined, b: SQL | undefined): boolean {
  const render = (condition: SQL | undefined) =>
    condition ? JSON.stringify(dialect.sqlToQuery(condition)) : '';
  return render(a) === render(b);
}
