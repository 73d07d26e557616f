import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { drainUntilEmpty, type Recomputer } from './recompute-queue.ts';

function queueOf(keys: number): { recomputer: Recomputer; batches: number[] } {
  let left = keys;
  const batches: number[] = [];
  return {
    batches,
    recomputer: {
      name: 'counting',
      drainBatch: async (_db, batchSize) => {
        const taken = Math.min(left, batchSize);
        left -= taken;
        batches.push(taken);
        return taken;
      },
    },
  };
}

describe('drainUntilEmpty', () => {
  it('takes batches until one comes back short, and answers the keys taken', async () => {
    const { recomputer, batches } = queueOf(450);
    expect(await drainUntilEmpty({} as Database, recomputer, 200)).toBe(450);
    expect(batches).toEqual([200, 200, 50]);
  });

  it('asks once more after an exactly full batch, since more may have been queued', async () => {
    const { recomputer, batches } = queueOf(400);
    expect(await drainUntilEmpty({} as Database, recomputer, 200)).toBe(400);
    expect(batches).toEqual([200, 200, 0]);
  });
});
