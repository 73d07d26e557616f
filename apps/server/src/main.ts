import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded.ts';
import { ensureDatabaseExists, prepareDatabase } from './db/prepare.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { deleteIdleSessions } from './platform/auth/session-repo.ts';
import { startMailDelivery } from './platform/mail/start-mail-delivery.ts';

const DATABASE_NAME = 'portal';
const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log.info({ dataDir: config.dataDir }, 'starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres(config.dataDir, Number(process.env.PG_PORT ?? 54329), (line) =>
      log.debug({ postgres: line }),
    );
    await ensureDatabaseExists(embedded.adminUrl, DATABASE_NAME);
    databaseUrl = embedded.urlFor(DATABASE_NAME);
  }
  const database = openDatabase(databaseUrl);
  const { seeded } = await prepareDatabase(database.db, { demo: process.env.SEED_DEMO !== 'false' });
  if (seeded) log.info('demo data seeded');

  const app = await buildApp({
    config: { ...config, webDist: config.webDist ?? defaultWebDist },
    db: database.db,
  });
  await app.listen({ port: config.port, host: config.host });
  const sweeper = setInterval(() => void deleteIdleSessions(database.db, config.sessionIdleMinutes), 600_000);
  sweeper.unref();
  const mail = await startMailDelivery(database.db, config, log.child({ component: 'mail' }));
  printBanner(config.port, mail.target);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    await mail.stop();
    await app.close();
    await database.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function printBanner(port: number, mailTarget: string): void {
  const lines = [
    '',
    `  Supplier portal is running at http://localhost:${port}`,
    `  API documentation: http://localhost:${port}/api/docs`,
    `  Email alerts go to ${mailTarget} (sent mails: http://localhost:${port}/sentMail)`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(
      (account) => `    ${account.userCode.padEnd(12)} ${account.role.padEnd(14)} ${account.userName}`,
    ),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
