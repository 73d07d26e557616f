import type { Logger } from 'pino';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { issueErpKey } from '../../platform/auth/api-key.ts';
import { publishSimulatedRound } from './publish-round.ts';

/**
 * The demo's ERP: every `erpSimulatorMinutes` it publishes the next release of a few order lines through
 * the portal's inbound API, so the demo portal lives. Answers a function that stops it.
 */
export async function startErpSimulator(db: Database, config: AppConfig, log: Logger): Promise<() => void> {
  const { key } = await issueErpKey(db, 'erp-simulator');
  const apiUrl = `http://127.0.0.1:${config.port}${config.apiBase}`;
  const round = async () => {
    try {
      for (const reply of await publishSimulatedRound(db, { apiUrl, apiKey: key })) {
        log.info({ code: reply.code }, `ERP simulator: ${reply.msg}`);
      }
    } catch (error) {
      log.warn({ err: error }, 'ERP simulator round failed');
    }
  };
  const timer = setInterval(() => void round(), config.erpSimulatorMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
