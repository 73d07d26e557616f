import pg from 'pg';
import type { SessionCache } from './session-cache.ts';

/** The channel the database's triggers notify on when sessions, users, roles or companies change. */
export const SESSIONS_CHANGED_CHANNEL = 'portal_sessions_changed';

export interface SessionChangeListener {
  close(): Promise<void>;
}

/**
 * Keeps a session cache true to the database: LISTENs on a connection of its own and clears the cache on
 * every notification (the triggers of migration 0019 send one when a session ends or a user, role, role
 * grant or company changes, whichever instance or tool made the change). While that connection is down the
 * cache is off, so a missed notification can never leave a revoked session usable; it reconnects every
 * `retryMs`.
 */
export function listenForSessionChanges(
  connection: pg.ClientConfig,
  cache: SessionCache,
  retryMs = 2_000,
): SessionChangeListener {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  cache.setEnabled(false);

  function lost(): void {
    cache.setEnabled(false);
    const broken = client;
    client = undefined;
    void broken?.end().catch(() => undefined);
    if (!closed) {
      clearTimeout(retry);
      retry = setTimeout(() => void connect(), retryMs);
      retry.unref();
    }
  }

  async function connect(): Promise<void> {
    const fresh = new pg.Client(connection);
    fresh.on('notification', () => cache.clear());
    fresh.on('error', () => lost());
    fresh.on('end', () => {
      if (client === fresh) lost();
    });
    try {
      await fresh.connect();
      await fresh.query(`listen ${SESSIONS_CHANGED_CHANNEL}`);
    } catch {
      await fresh.end().catch(() => undefined);
      if (!closed) lost();
      return;
    }
    if (closed) {
      await fresh.end().catch(() => undefined);
      return;
    }
    client = fresh;
    cache.setEnabled(true); // clears: what was read before listening may have changed meanwhile
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      cache.setEnabled(false);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
