import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../src/platform/auth/session-cache.ts';
import type { SessionUser } from '../../src/platform/auth/session-user.ts';

const userOf = (userCode: string): SessionUser => ({
  userId: 1,
  userCode,
  userName: userCode,
  userType: 'B',
  language: 'en',
  roleNames: [],
  companyIds: [],
  plantCodes: [],
  supplier: null,
  permissions: new Set(),
  tokenHash: userCode,
});

/** A cache of `maxEntries` sessions kept a minute, closed after `use`. */
function withCache(maxEntries: number, use: (cache: SessionCache) => void): void {
  const cache = new SessionCache({ ttlMs: 60_000, maxEntries });
  try {
    use(cache);
  } finally {
    cache.close();
  }
}

const cached = (cache: SessionCache, hashes: string[], now: number) =>
  hashes.filter((hash) => cache.get(hash, now) !== undefined);

describe('the session cache', () => {
  it('keeps at most its number of sessions, forgetting the one validated longest ago', () => {
    withCache(2, (cache) => {
      for (const [at, hash] of ['a', 'b', 'c'].entries()) cache.put(hash, userOf(hash), cache.ticket(), at);
      expect(cached(cache, ['a', 'b', 'c'], 10)).toEqual(['b', 'c']);
    });
  });

  it('validating a cached session again makes it the newest and forgets no other', () => {
    withCache(2, (cache) => {
      cache.put('a', userOf('a'), cache.ticket(), 0);
      cache.put('b', userOf('b'), cache.ticket(), 1);
      cache.put('b', userOf('b'), cache.ticket(), 2);
      expect(cached(cache, ['a', 'b'], 10)).toEqual(['a', 'b']);
      cache.put('a', userOf('a'), cache.ticket(), 3);
      cache.put('c', userOf('c'), cache.ticket(), 4);
      expect(cached(cache, ['a', 'b', 'c'], 10)).toEqual(['a', 'c']);
    });
  });

  it('answers a session only while fresh, and caches no read begun before a clear', () => {
    withCache(10, (cache) => {
      cache.put('a', userOf('a'), cache.ticket(), 0);
      expect(cache.get('a', 59_999)?.userCode).toBe('a');
      expect(cache.get('a', 60_000)).toBeUndefined();
      const ticket = cache.ticket();
      cache.clear();
      cache.put('b', userOf('b'), ticket, 0);
      expect(cache.get('b', 1)).toBeUndefined();
    });
  });
});
