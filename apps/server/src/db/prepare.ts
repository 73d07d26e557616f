import pg from 'pg';
import { DERIVED_FIGURES } from '../derived-figures.ts';
import { foldScheduleSortCounts } from '../modules/schedule/fold-sort-counts.ts';
import { withoutRowAudit } from '../platform/audit/bulk-writes.ts';
import { ADVISORY_LOCKS } from '../platform/workers/advisory-locks.ts';
import { drainUntilEmpty } from '../platform/workers/recompute-queue.ts';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { isEmpty, seedDemoData } from './seed/demo.ts';
import { seedDemoAuditEntries } from './seed/demo-audit-entries.ts';
import { syncReferenceData } from './seed/reference.ts';

/** Creates the database on the server when it does not exist yet (first start on the embedded server). */
export async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` while holding the start-up advisory lock, on a connection of its own (not one of the pool's):
 * instances started together on one database migrate and seed one after the other, and the later ones find
 * the work done. The lock goes with the connection, also when the process is killed.
 */
async function oneInstanceAtATime<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const lockClient = new pg.Client(db.$client.options);
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1::bigint)', [
      ADVISORY_LOCKS.prepareDatabase.toString(),
    ]);
    return await work();
  } finally {
    await lockClient.end();
  }
}

/** Migrates, brings reference data up to date and, on first start, seeds the demo data. */
export async function prepareDatabase(
  db: Database,
  options: { demo: boolean },
): Promise<{ seeded: boolean }> {
  return oneInstanceAtATime(db, async () => {
    await migrateDatabase(db);
    const prepared = await db.transaction(async (tx) => {
      const fresh = await isEmpty(tx);
      // a new database's roles and demo rows are no one's changes: the audit log starts with a few real
      // ones; later starts record what the reference sync changes (a new menu given to SupperAdmin)
      if (fresh) await withoutRowAudit(tx);
      await syncReferenceData(tx);
      if (!options.demo || !fresh) return { seeded: false };
      await seedDemoData(tx);
      await seedDemoAuditEntries(tx);
      return { seeded: true };
    });
    // the demo's figures are there on the first page (the workers keep them current from then on)
    if (prepared.seeded) for (const figure of DERIVED_FIGURES) await drainUntilEmpty(db, figure);
    // the demo's schedule lines came in as sort count changes: folded now, not by the first housekeeping
    if (prepared.seeded) await foldScheduleSortCounts(db);
    return prepared;
  });
}
