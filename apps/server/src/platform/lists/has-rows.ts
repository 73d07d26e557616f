import type { Database } from '../../db/client.ts';
import type { RenderableQuery } from './cursor-rows.ts';

/**
 * Whether a query answers any row, asked as `exists (query)`: PostgreSQL drops the query's ORDER BY inside
 * EXISTS, so a download that checks for rows before it streams them does not sort a million rows (the
 * sort LIMIT 1 of the full query did) on the pool's interactive connections.
 */
export async function hasRows(db: Database, query: RenderableQuery): Promise<boolean> {
  const { sql, params } = query.toSQL();
  const result = await db.$client.query<{ found: boolean }>({
    text: `select exists (${sql}) as found`,
    values: params,
  });
  return result.rows[0]?.found === true;
}
