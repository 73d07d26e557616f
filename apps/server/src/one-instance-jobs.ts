import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { startErpSimulator } from './integration/erp-simulator/start-simulator.ts';
import { startHousekeeping } from './platform/housekeeping/start-housekeeping.ts';
import { runOnOneInstance } from './platform/workers/single-instance.ts';

/**
 * The periodic jobs that must run once across all instances on the database: housekeeping and (demo) the
 * ERP simulator, each on whichever instance holds its lock. The outbox workers need no leader: every
 * instance runs them and they share the rows (see the outbox repos). Answers how to stop them.
 */
export function startOneInstanceJobs(db: Database, config: AppConfig, log: Logger) {
  const housekeepingLog = log.child({ component: 'housekeeping' });
  const housekeeping = runOnOneInstance(db.$client.options, {
    lock: 'housekeeping',
    start: () => startHousekeeping(db, config, housekeepingLog),
    log: housekeepingLog,
  });
  const simulator =
    config.seedDemo && config.erpSimulatorMinutes > 0
      ? runOnOneInstance(db.$client.options, {
          lock: 'erpSimulator',
          start: () => startErpSimulator(db, config, log),
          log: log.child({ component: 'erp-simulator' }),
        })
      : undefined;
  return {
    async stop() {
      await Promise.all([housekeeping.stop(), simulator?.stop()]);
    },
  };
}
