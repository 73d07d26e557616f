import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { simulatedErpConnector } from '../erp-simulator/asn-receiver.ts';
import { type ErpConnector, httpErpConnector } from './connector.ts';
import { createErpWorker, type ErpWorkerLog } from './erp-worker.ts';

/** The ERP at ERP_OUTBOUND_URL, or the in-process simulator when none is configured. */
export function erpConnectorOf(db: Database, config: AppConfig): ErpConnector {
  return config.erpOutboundUrl ? httpErpConnector(config.erpOutboundUrl) : simulatedErpConnector(db);
}

/** Starts this instance's ERP outbox worker; answers where messages go and how to stop it. */
export function startErpDelivery(db: Database, config: AppConfig, log: ErpWorkerLog) {
  const connector = erpConnectorOf(db, config);
  const worker = createErpWorker(db, { connector, log, pollMs: config.erpOutboxPollMs });
  worker.start();
  return { target: connector.name, stop: () => worker.stop() };
}
