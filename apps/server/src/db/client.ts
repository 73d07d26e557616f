import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { currentActor } from '../platform/audit/actor.ts';
import { DEFAULT_EXPORT_CONNECTIONS, limitExportConnections } from './export-share.ts';
import * as schema from './schema/index.ts';

/** The database with its pool (`$client`), for the few reads that need one connection of their own (cursors). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The database or an open transaction: repositories accept either. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// bigint (int8) values -- ids and counts -- are read as JS numbers: every id we issue stays far below 2^53.
// numeric stays a string, so quantities and prices keep every decimal exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(
  url: string,
  maxConnections = 10,
  /** how many of them exports (cursors) may hold at once: see export-share.ts */
  exportConnections = DEFAULT_EXPORT_CONNECTIONS,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  limitExportConnections(pool, Math.min(exportConnections, maxConnections));
  // An idle connection closed by the server (restart, Ctrl-C reaching the embedded server first) must not
  // crash the process; the pool replaces it on the next query.
  pool.on('error', () => {});
  // Nor one checked out between two queries (a worker's transaction while it sends a mail): pg emits that
  // on the client, where the pool listens only while it is idle. The next query on it fails, and the pool
  // drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  tellTransactionsTheActor(db);
  return { db, pool, close: () => pool.end() };
}

/**
 * Every transaction starts by naming who makes its changes (`portal.actor`, transaction-local), when the
 * work running is someone's (platform/audit/actor.ts): the audit triggers record it with each change. A
 * statement outside a transaction has no such start; the triggers then take the row's updated_by.
 */
function tellTransactionsTheActor(db: NodePgDatabase<typeof schema>): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) =>
    transaction(async (tx) => {
      const actor = currentActor();
      if (actor !== undefined) await tx.execute(sql`select set_config('portal.actor', ${actor}, true)`);
      return work(tx);
    }, config);
}
