import type { Database } from '../../db/client.ts';
import { pollingLoop } from './polling-loop.ts';

/**
 * Figures derived from many documents (supplier performance, ASN reconciliation) are kept current the
 * same way: statement triggers put the keys a write touched into a queue table, and a worker on every
 * instance claims a batch of keys (FOR UPDATE SKIP LOCKED, so instances never share one), recomputes
 * what depends on them set-based and deletes the keys, all in one transaction. No request recomputes.
 *
 * The triggers queue with `ON CONFLICT (key) DO UPDATE` (a no-op update), never `DO NOTHING`: the update
 * waits for a worker holding that key, so a write can never be folded into a key the worker is already
 * recomputing from a snapshot that misses it (the worker would delete the key and the write would be
 * lost); and while a writer holds the key, SKIP LOCKED leaves it until the write is committed.
 */
export interface Recomputer {
  /** what the log calls it */
  name: string;
  /** claims up to `batchSize` queued keys, recomputes them and removes them; answers how many it took */
  drainBatch: (db: Database, batchSize: number) => Promise<number>;
}

export interface RecomputeLog {
  warn(details: object, message: string): void;
}

export const RECOMPUTE_DEFAULTS = { batchSize: 200, pollMs: 2_000 } as const;

/** Starts one polling loop per recomputer on this instance; answers how to stop them all. */
export function startRecomputers(
  db: Database,
  recomputers: readonly Recomputer[],
  log: RecomputeLog,
  options: { batchSize?: number; pollMs?: number } = {},
): { stop: () => Promise<void> } {
  const batchSize = options.batchSize ?? RECOMPUTE_DEFAULTS.batchSize;
  const loops = recomputers.map((recomputer) =>
    pollingLoop({
      look: () => recomputer.drainBatch(db, batchSize),
      batchSize,
      pollMs: options.pollMs ?? RECOMPUTE_DEFAULTS.pollMs,
      onError: (error) => log.warn({ err: error, recomputer: recomputer.name }, 'recompute failed; retrying'),
    }),
  );
  for (const loop of loops) loop.start();
  return { stop: async () => void (await Promise.all(loops.map((loop) => loop.stop()))) };
}

/** Drains a recomputer's queue to the end (tests, the bench, a first fill); answers how many keys it took. */
export async function drainUntilEmpty(
  db: Database,
  recomputer: Recomputer,
  batchSize: number = RECOMPUTE_DEFAULTS.batchSize,
): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await recomputer.drainBatch(db, batchSize);
    total += taken;
    if (taken < batchSize) return total;
  }
}
