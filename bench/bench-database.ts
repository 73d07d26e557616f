import path from 'node:path';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { ensureDatabaseExists } from '../apps/server/src/db/prepare.ts';

/** A bench's own database: DATABASE_URL's server when set, else the embedded PostgreSQL in bench/.data. */
export async function openBenchDatabase(
  database: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const port = Number(process.env.BENCH_PG_PORT ?? 54398);
  const server = await startEmbeddedPostgres(path.resolve(import.meta.dirname, '.data'), port, () => {});
  await ensureDatabaseExists(server.adminUrl, database);
  return { url: server.urlFor(database), stop: () => server.stop() };
}
