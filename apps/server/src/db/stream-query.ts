import type { Database } from './client.ts';

/** A built Drizzle query: its SQL and parameters. */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Reads a query of any size through a server-side cursor, a batch at a time, on one connection in a
 * read-only snapshot: an export keeps the list's order and filters without holding the result in memory.
 * Rows come as the select's `keys` in select order; select text for dates (the raw driver would parse them).
 * Stopping early (a client that goes away) rolls the snapshot back and frees the connection.
 */
export async function* streamQuery<Row>(
  db: Database,
  query: BuiltQuery,
  keys: readonly (keyof Row & string)[],
  batchSize = 1000,
): AsyncGenerator<Row> {
  const { sql, params } = query.toSQL();
  const client = await db.$client.connect();
  let finished = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(`declare export_rows no scroll cursor for ${sql}`, params);
    for (;;) {
      const batch = await client.query<unknown[]>({
        text: `fetch forward ${batchSize} from export_rows`,
        rowMode: 'array',
      });
      for (const values of batch.rows) {
        yield Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Row;
      }
      if (batch.rows.length < batchSize) break;
    }
    await client.query('commit');
    finished = true;
  } finally {
    if (!finished) await client.query('rollback').catch(() => {});
    client.release();
  }
}
