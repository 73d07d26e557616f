import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { performanceRecomputer } from './modules/performance/recompute.ts';
import { reconciliationRecomputer } from './modules/reconciliation/reconciliation-recomputer.ts';
import { type Recomputer, startRecomputers } from './platform/workers/recompute-queue.ts';

/** Every figure kept current by a recompute queue; each module adds its recomputer here. */
export const DERIVED_FIGURES: readonly Recomputer[] = [performanceRecomputer, reconciliationRecomputer];

/** Starts this instance's recompute workers (every instance runs them; the queues hand out disjoint keys). */
export function startDerivedFigures(db: Database, config: AppConfig, log: Logger) {
  return startRecomputers(db, DERIVED_FIGURES, log.child({ component: 'recompute' }), {
    pollMs: config.recomputePollMs,
  });
}
