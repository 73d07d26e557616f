import pg from 'pg';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { isEmpty, seedDemoData } from './seed/demo.ts';
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

/** Migrates, brings reference data up to date and, on first start, seeds the demo data. */
export async function prepareDatabase(
  db: Database,
  options: { demo: boolean },
): Promise<{ seeded: boolean }> {
  await migrateDatabase(db);
  return db.transaction(async (tx) => {
    await syncReferenceData(tx);
    if (!options.demo || !(await isEmpty(tx))) return { seeded: false };
    await seedDemoData(tx);
    return { seeded: true };
  });
}
