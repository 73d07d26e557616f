import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';

/** Rows removed per statement: short transactions, so purging never holds locks for long. */
const BATCH_SIZE = 5_000;

/**
 * Deletes the rows `pickIds` selects (a `select id ... order by ... limit` fragment taking the batch
 * size) one batch at a time until none is left, and answers how many went. Each batch is its own
 * statement, so the workers that write these tables are never blocked for the whole purge.
 */
export async function deleteInBatches(
  db: Queryable,
  table: PgTable,
  pickIds: (limit: number) => SQL,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`delete from ${table} where id in (${pickIds(BATCH_SIZE)})`);
    const count = result.rowCount ?? 0;
    deleted += count;
    if (count < BATCH_SIZE) return deleted;
  }
}
