import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { SessionCache } from './session-cache.ts';
import { listenForSessionChanges } from './session-change-listener.ts';
import { touchSession } from './session-repo.ts';
import { batchSessionTouches } from './session-touches.ts';
import type { SessionUser } from './session-user.ts';

export interface SessionResolver {
  /** the live session's user, or null when the token is unknown, idle too long or its user disabled */
  resolve(tokenHash: string): Promise<SessionUser | null>;
  close(): Promise<void>;
}

/** Sessions kept by one instance at most; a plant's users fit many times over. */
const MAX_CACHED_SESSIONS = 20_000;

/**
 * How an app instance checks a request's session: from its cache while fresh (`sessionCacheMs`, the bound
 * on how late another instance's revocation applies should its notification be lost), else from the
 * database. The idle clock of cached sessions is restarted in batches. `sessionCacheMs` 0: every request
 * asks the database, as before.
 */
export function createSessionResolver(
  db: Database,
  config: Pick<AppConfig, 'sessionIdleMinutes' | 'sessionCacheMs'>,
): SessionResolver {
  const check = (tokenHash: string) => touchSession(db, tokenHash, config.sessionIdleMinutes);
  if (config.sessionCacheMs <= 0) return { resolve: check, close: async () => {} };
  const cache = new SessionCache({ ttlMs: config.sessionCacheMs, maxEntries: MAX_CACHED_SESSIONS });
  const listener = listenForSessionChanges(db.$client.options, cache);
  const touches = batchSessionTouches(db);
  return {
    async resolve(tokenHash) {
      const cached = cache.get(tokenHash);
      if (cached) {
        touches.seen(tokenHash);
        return cached;
      }
      const ticket = cache.ticket();
      const user = await check(tokenHash);
      if (user) cache.put(tokenHash, user, ticket);
      return user;
    },
    async close() {
      await listener.close();
      await touches.close();
      cache.close();
    },
  };
}
