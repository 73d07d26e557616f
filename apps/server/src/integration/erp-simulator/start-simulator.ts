import type { Logger } from 'pino';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { issueErpKey } from '../../platform/auth/api-key.ts';
import { publishSimulatedRound } from './publish-round.ts';

const FIRST_ROUND_DELAY_MS = 3_000;

/**
 * The demo's ERP: every `erpSimulatorMinutes` it publishes the next release of a few order lines through
 * the portal's inbound API, so the demo portal lives; the first round comes right after start. Answers a
 * function that stops it.
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
  // a first round right after start, so the demo shows a fresh release and ERP calls in the interface log
  // at once rather than after the first interval
  const first = setTimeout(() => void round(), FIRST_ROUND_DELAY_MS);
  const timer = setInterval(() => void round(), config.erpSimulatorMinutes * 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
