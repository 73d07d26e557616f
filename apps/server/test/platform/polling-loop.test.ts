import { describe, expect, it, vi } from 'vitest';
import { pollingLoop } from '../../src/platform/workers/polling-loop.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pollingLoop', () => {
  it('looks again at once after a full batch, after the pause otherwise', async () => {
    // three full batches, then an empty queue
    const handled = [5, 5, 5, 0];
    const looks: number[] = [];
    const loop = pollingLoop({
      look: async () => {
        looks.push(looks.length);
        return handled.shift() ?? 0;
      },
      batchSize: 5,
      pollMs: 60_000,
      onError: () => undefined,
    });
    loop.start();
    await vi.waitFor(() => expect(looks).toHaveLength(4));
    // the four looks came one after another; the fifth waits for the minute-long pause
    await sleep(100);
    expect(looks).toHaveLength(4);
    await loop.stop();
  });

  it('reports a failed look, pauses and tries again; stop waits for the look in progress', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    let finished = false;
    const loop = pollingLoop({
      look: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
        await sleep(50);
        finished = true;
        return 0;
      },
      batchSize: 5,
      pollMs: 20,
      onError: (error) => errors.push(error),
    });
    loop.start();
    await vi.waitFor(() => expect(calls).toBe(2));
    await loop.stop();
    expect(errors).toEqual([new Error('database down')]);
    expect(calls).toBe(2);
    expect(finished).toBe(true);
  });
});
