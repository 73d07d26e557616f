import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLifecycle } from '../../src/platform/process/lifecycle.ts';

/** A lifecycle on a signal source of its own (the test process keeps its own signals) that records everything. */
function recordedLifecycle(stepLimitMs?: number) {
  const events: string[] = [];
  const signals = new EventEmitter();
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const log = {
    info: (message: string) => events.push(message),
    error: (_: unknown, message: string) => events.push(message),
  };
  const lifecycle = createLifecycle(log, (code) => exited(code), signals, stepLimitMs);
  return { lifecycle, signals, events, exit };
}

describe('createLifecycle', () => {
  it('undoes the start-up steps newest first on SIGTERM, then exits 0', async () => {
    const { lifecycle, signals, events, exit } = recordedLifecycle();
    lifecycle.onStop('the database', () => events.push('database stopped'));
    lifecycle.onStop('the HTTP server', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('server drained');
    });
    lifecycle.onStop('mail delivery', () => events.push('mail stopped'));
    lifecycle.ready();
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await exit).toBe(0);
    expect(events).toEqual([
      'stopping (SIGTERM)',
      'mail stopped',
      'server drained',
      'database stopped',
      'stopped',
    ]);
  });

  it('stops on SIGHUP too (the terminal that started it was closed)', async () => {
    const { lifecycle, signals, events, exit } = recordedLifecycle();
    lifecycle.onStop('the database', () => events.push('database stopped'));
    lifecycle.ready();
    signals.emit('SIGHUP', 'SIGHUP');
    expect(await exit).toBe(0);
    expect(events).toEqual(['stopping (SIGHUP)', 'database stopped', 'stopped']);
  });

  it('goes on to stop the database when a step hangs past its limit', async () => {
    const { lifecycle, signals, events, exit } = recordedLifecycle(50);
    lifecycle.onStop('the database', () => events.push('database stopped'));
    lifecycle.onStop('the pool', () => new Promise(() => {}));
    lifecycle.ready();
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await exit).toBe(0);
    expect(events).toEqual(['stopping (SIGTERM)', 'stopping the pool hangs', 'database stopped', 'stopped']);
  });

  it('waits for start-up to end before stopping on a signal that came during it', async () => {
    const { lifecycle, signals, events, exit } = recordedLifecycle();
    lifecycle.onStop('the database', () => events.push('database stopped'));
    signals.emit('SIGINT', 'SIGINT');
    expect(events).toEqual(['SIGINT: stopping once start-up is done']);
    lifecycle.onStop('the HTTP server', () => events.push('server stopped'));
    lifecycle.ready();
    expect(await exit).toBe(0);
    expect(events.slice(1)).toEqual(['stopping (SIGINT)', 'server stopped', 'database stopped', 'stopped']);
  });

  it('still stops the database when an earlier step fails, and stops once for two signals', async () => {
    const { lifecycle, signals, events, exit } = recordedLifecycle();
    lifecycle.onStop('the database', () => events.push('database stopped'));
    lifecycle.onStop('ERP delivery', () => {
      throw new Error('stuck');
    });
    lifecycle.ready();
    signals.emit('SIGTERM', 'SIGTERM');
    signals.emit('SIGINT', 'SIGINT');
    expect(await exit).toBe(0);
    expect(events.filter((event) => !event.startsWith('SIGINT'))).toEqual([
      'stopping (SIGTERM)',
      'stopping ERP delivery failed',
      'database stopped',
      'stopped',
    ]);
    expect(events).toContain('SIGINT: already stopping');
  });

  it('exits 1 when start-up failed, after stopping what had started', async () => {
    const { lifecycle, events, exit } = recordedLifecycle();
    lifecycle.onStop('the database', () => events.push('database stopped'));
    void lifecycle.stop('start-up failed', 1);
    expect(await exit).toBe(1);
    expect(events).toContain('database stopped');
  });
});
