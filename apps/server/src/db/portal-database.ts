import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { type EmbeddedServer, embeddedUrl, startEmbeddedPostgres } from './embedded.ts';
import { ensureDatabaseExists, prepareDatabase } from './prepare.ts';

export const DATABASE_NAME = 'portal';

export interface PortalDatabase extends DatabaseHandle {
  /** true when this start seeded the demo data */
  seeded: boolean;
  /** closes the pool and stops the embedded server if this process started it */
  stop(): Promise<void>;
}

type Log = (message: string) => void;

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The portal's database as `npm start` runs it: the server `DATABASE_URL` names, or the embedded one in
 * DATA_DIR. With `attach`, a tool beside a running portal uses the embedded server that portal started
 * instead of starting a second one on the same data folder. Migrated, reference data synced, and the demo
 * data seeded into an empty database.
 */
export async function startPortalDatabase(
  config: AppConfig,
  log: Log,
  options: { attach?: boolean } = {},
): Promise<PortalDatabase> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url && options.attach && (await isReachable(embeddedUrl(config.pgPort, DATABASE_NAME)))) {
    url = embeddedUrl(config.pgPort, DATABASE_NAME);
  }
  if (!url) {
    log(`starting the embedded PostgreSQL in ${config.dataDir}`);
    embedded = await startEmbeddedPostgres(config.dataDir, config.pgPort, () => {}, config.pgSettings);
    log(
      `embedded PostgreSQL settings: ${Object.entries(embedded.settings)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')}`,
    );
    await ensureDatabaseExists(embedded.adminUrl, DATABASE_NAME);
    url = embedded.urlFor(DATABASE_NAME);
  }
  const handle = openDatabase(url, config.dbPoolMax, config.exportConnections);
  const { seeded } = await prepareDatabase(handle.db, { demo: config.seedDemo });
  return {
    ...handle,
    seeded,
    stop: async () => {
      await handle.close();
      await embedded?.stop();
    },
  };
}
