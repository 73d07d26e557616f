import path from 'node:path';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { startPortalDatabase } from './db/portal-database.ts';
import { startDerivedFigures } from './derived-figures.ts';
import { startErpDelivery } from './integration/erp-outbound/start-erp-delivery.ts';
import { startOneInstanceJobs } from './one-instance-jobs.ts';
import { createLogger } from './platform/logging/logger.ts';
import { startMailDelivery } from './platform/mail/start-mail-delivery.ts';
import { closeAfterDraining } from './platform/process/drain.ts';
import { createLifecycle, type Lifecycle } from './platform/process/lifecycle.ts';
import { startBanner } from './start-banner.ts';

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

async function main(config: AppConfig, log: Logger, lifecycle: Lifecycle): Promise<void> {
  const database = await startPortalDatabase(config, (line) => log.info(line));
  lifecycle.onStop('the database', () => database.stop());
  if (database.seeded) log.info('demo data seeded');

  const app = await buildApp({
    config: { ...config, webDist: config.webDist ?? defaultWebDist },
    db: database.db,
    log,
  });
  lifecycle.onStop('the HTTP server', () => closeAfterDraining(app));
  await app.listen({ port: config.port, host: config.host });
  const mail = await startMailDelivery(database.db, config, log.child({ component: 'mail' }));
  lifecycle.onStop('mail delivery', () => mail.stop());
  const erp = startErpDelivery(database.db, config, log.child({ component: 'erp-outbox' }));
  lifecycle.onStop('ERP delivery', () => erp.stop());
  const derivedFigures = startDerivedFigures(database.db, config, log);
  lifecycle.onStop('the recompute workers', () => derivedFigures.stop());
  const oneInstanceJobs = startOneInstanceJobs(database.db, config, log);
  lifecycle.onStop('housekeeping and the ERP simulator', () => oneInstanceJobs.stop());
  log.info(`ERP messages (ASN send) go to ${erp.target}`);
  process.stdout.write(
    startBanner({ port: config.port, mailTarget: mail.target, demoAccounts: config.seedDemo }),
  );
}

const config = loadConfig();
const log = createLogger(config.logLevel, config.logFormat);
const lifecycle = createLifecycle(log);
main(config, log, lifecycle).then(
  () => lifecycle.ready(),
  (error: unknown) => {
    log.error({ err: error }, 'start-up failed');
    void lifecycle.stop('start-up failed', 1);
  },
);
