import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runOnOneInstance, type SingleInstanceJob } from '../../src/platform/workers/single-instance.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const quiet = { info() {}, warn() {} };
const jobs: SingleInstanceJob[] = [];

/** One instance's election for the housekeeping lock, recording which instance runs the job. */
function instance(name: string, running: Set<string>, checkMs = 50) {
  const job = runOnOneInstance(t().db.$client.options, {
    lock: 'housekeeping',
    checkMs,
    log: quiet,
    start: () => {
      running.add(name);
      return () => {
        running.delete(name);
      };
    },
  });
  jobs.push(job);
  return job;
}

async function waitFor(condition: () => boolean, deadlineMs = 5_000) {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  await Promise.all(jobs.splice(0).map((job) => job.stop()));
});

describe('a job that runs on one instance', () => {
  it('runs on exactly one of three instances, and on another when that one stops', async () => {
    const running = new Set<string>();
    const instances = { a: instance('a', running), b: instance('b', running), c: instance('c', running) };
    await waitFor(() => running.size === 1);
    await pause(300); // several checks later, still one
    expect(running.size).toBe(1);

    const [leader] = [...running] as ('a' | 'b' | 'c')[];
    await instances[leader ?? 'a'].stop();
    expect(running.has(leader ?? 'a')).toBe(false);
    await waitFor(() => running.size === 1);
    await pause(300);
    expect(running.size).toBe(1);
  });

  it('moves to another instance when the leader dies without stopping (its connection gone)', async () => {
    const running = new Set<string>();
    instance('a', running);
    await waitFor(() => running.has('a'));
    instance('b', running);
    await pause(200);
    expect([...running]).toEqual(['a']);

    // what SIGKILL does to the leader's lock connection: PostgreSQL ends the session and frees the lock
    await t().db.execute(sql`
      select pg_terminate_backend(l.pid) from pg_locks l
       where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())`);
    // the old leader notices at its next check and stops; the other takes over
    await waitFor(() => running.has('b') && !running.has('a'));
    await pause(300);
    expect([...running]).toEqual(['b']);
  });
});
