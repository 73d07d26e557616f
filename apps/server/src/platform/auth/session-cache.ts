import { setNewest } from '../newest-entries.ts';
import type { SessionUser } from './session-user.ts';

export interface SessionCacheOptions {
  /** how long a validated session is used without asking the database again (the revocation bound) */
  ttlMs: number;
  /** cached sessions kept at most (the longest validated ago go first) */
  maxEntries: number;
}

interface Entry {
  user: SessionUser;
  validatedAt: number;
}

/** Every cache of this process: a change made here is forgotten by all of them at once. */
const cachesOfProcess = new Set<SessionCache>();

/**
 * Forgets every cached session of this process at once. Called by the writes of this process that end a
 * session or change what a session user is (logout, password, language, user, role, company); the
 * database's notification (see session-change-listener.ts) does the same on the other instances.
 */
export function forgetCachedSessions(): void {
  for (const cache of cachesOfProcess) cache.clear();
}

/**
 * Validated sessions of one app instance, for at most `ttlMs`, so most requests skip the session query.
 * A clear bumps a generation: a database read that began before it is not cached, so a session ended
 * while its check was in flight is not brought back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private enabled = true;

  constructor(private readonly options: SessionCacheOptions) {
    cachesOfProcess.add(this);
  }

  /** The cached user of a token hash, while fresh. */
  get(tokenHash: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.validatedAt < this.options.ttlMs) return entry.user;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Where the cache stands before a database read; hand it to `put` with the read's result. */
  ticket(): number {
    return this.generation;
  }

  put(tokenHash: string, user: SessionUser, ticket: number, now = Date.now()): void {
    if (!this.enabled || ticket !== this.generation) return;
    setNewest(this.entries, tokenHash, { user, validatedAt: now }, this.options.maxEntries);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Off while changes cannot be heard (the listening connection is down): every request asks the database. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  close(): void {
    this.clear();
    cachesOfProcess.delete(this);
  }
}
