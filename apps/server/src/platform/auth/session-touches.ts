import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export interface SessionTouches {
  /** notes that a session was used (a request answered from the session cache) */
  seen(tokenHash: string): void;
  /** writes what was noted; also on a timer every `flushMs` */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The idle clock of sessions used from the cache, restarted in one statement for all of them every
 * `flushMs` rather than per request; like touchSession, a row is written at most once a minute.
 */
export function batchSessionTouches(db: Queryable, flushMs = 30_000): SessionTouches {
  let pending = new Set<string>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(hashes: string[]): Promise<void> {
    if (hashes.length === 0) return;
    await db.execute(sql`
      update sessions set last_seen_at = now()
       where token_hash = any(${`{${hashes.join(',')}}`}::text[])
         and last_seen_at < now() - interval '1 minute'`);
  }

  function flush(): Promise<void> {
    const hashes = [...pending];
    pending = new Set();
    flushing = flushing
      .then(() => write(hashes))
      .catch(() => {
        for (const hash of hashes) pending.add(hash); // the next flush tries again
      });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    seen: (tokenHash) => {
      pending.add(tokenHash);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
