import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startPortalDatabase } from './db/portal-database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { startErpDelivery } from './integration/erp-outbound/start-erp-delivery.ts';
import { startOneInstanceJobs } from './one-instance-jobs.ts';
import { startMailDelivery } from './platform/mail/start-mail-delivery.ts';

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await startPortalDatabase(config, (line) => log.info(line));
  if (database.seeded) log.info('demo data seeded');

  const app = await buildApp({
    config: { ...config, webDist: config.webDist ?? defaultWebDist },
    db: database.db,
  });
  await app.listen({ port: config.port, host: config.host });
  const mail = await startMailDelivery(database.db, config, log.child({ component: 'mail' }));
  const erp = startErpDelivery(database.db, config, log.child({ component: 'erp-outbox' }));
  const oneInstanceJobs = startOneInstanceJobs(database.db, config, log);
  printBanner(config.port, mail.target);
  log.info(`ERP messages (ASN send) go to ${erp.target}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    await oneInstanceJobs.stop();
    await mail.stop();
    await erp.stop();
    await app.close();
    await database.stop();
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
