import pg from 'pg';
import { ADVISORY_LOCKS, type AdvisoryLock } from './advisory-locks.ts';

/** Stops what a leader started; may be async. */
export type StopJob = () => void | Promise<void>;

export interface SingleInstanceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SingleInstanceOptions {
  /** the lock that elects the leader of this job */
  lock: AdvisoryLock;
  /** the job, started on the instance that holds the lock; answers how to stop it */
  start: () => StopJob | Promise<StopJob>;
  /** how often a follower asks for the lock, and the leader checks it still holds it */
  checkMs?: number;
  log: SingleInstanceLog;
}

export interface SingleInstanceJob {
  /** stops the job if this instance leads it, and leaves the election (the lock is freed) */
  stop(): Promise<void>;
}

/**
 * Runs a periodic job (housekeeping, the demo ERP simulator) on one instance of all those sharing the
 * database: the one holding a session-level advisory lock on a connection of its own. The lock lives as
 * long as that connection, so when the leader is killed (even by SIGKILL) PostgreSQL frees it and another
 * instance takes the job over within `checkMs`. A leader whose connection breaks stops its job first.
 */
export function runOnOneInstance(
  connection: pg.ClientConfig,
  options: SingleInstanceOptions,
): SingleInstanceJob {
  const checkMs = options.checkMs ?? 10_000;
  const key = ADVISORY_LOCKS[options.lock].toString();
  let client: pg.Client | undefined;
  let stopJob: StopJob | undefined;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();
  let stopped = false;

  async function resign(): Promise<void> {
    const stop = stopJob;
    stopJob = undefined;
    await stop?.();
    const lost = client;
    client = undefined;
    await lost?.end().catch(() => undefined);
  }

  async function connected(): Promise<pg.Client> {
    if (client) return client;
    const fresh = new pg.Client(connection);
    fresh.on('error', () => undefined); // a broken connection shows in the next check, which resigns
    await fresh.connect();
    client = fresh;
    return fresh;
  }

  async function check(): Promise<void> {
    try {
      const lockClient = await connected();
      if (stopJob) {
        await lockClient.query('select 1'); // still connected, so still holding the lock
        return;
      }
      const result = await lockClient.query<{ leads: boolean }>(
        'select pg_try_advisory_lock($1::bigint) as leads',
        [key],
      );
      if (!result.rows[0]?.leads || stopped) return;
      options.log.info({ job: options.lock }, 'this instance runs the job');
      stopJob = await options.start();
    } catch (error) {
      options.log.warn({ job: options.lock, err: error }, 'lost the job lock; asking again later');
      await resign();
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = check().finally(() => schedule(checkMs));
    }, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await checking;
      await resign();
    },
  };
}
