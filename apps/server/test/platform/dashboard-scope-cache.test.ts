import { describe, expect, it } from 'vitest';
import { countsCacheKey } from '../../src/modules/dashboard/counts-cache-key.ts';
import { ScopeCache } from '../../src/modules/dashboard/scope-cache.ts';

/** A cache on a clock the test moves, and a computation that counts its calls. */
function cacheAt(maxAgeMs: number, maxEntries = 10) {
  const clock = { now: 0 };
  const cache = new ScopeCache<number>(maxAgeMs, maxEntries, () => clock.now);
  let calls = 0;
  const compute = () => Promise.resolve(++calls);
  return { clock, cache, compute, calls: () => calls };
}

describe('the dashboard counts cache', () => {
  it('answers a scope from its last count until that count is older than the bound', async () => {
    const { clock, cache, compute } = cacheAt(5000);
    expect(await cache.get('supplier:1', compute)).toBe(1);
    clock.now = 4999;
    expect(await cache.get('supplier:1', compute)).toBe(1);
    clock.now = 5000;
    expect(await cache.get('supplier:1', compute)).toBe(2);
  });

  it('never answers one scope with the count of another', async () => {
    const { cache, compute } = cacheAt(5000);
    expect(await cache.get('supplier:1', compute)).toBe(1);
    expect(await cache.get('supplier:2', compute)).toBe(2);
    expect(await cache.get('buyer:1', compute)).toBe(3);
  });

  it('lets callers arriving during a count share it', async () => {
    const { cache, compute, calls } = cacheAt(5000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('buyer:1,2', compute)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(calls()).toBe(1);
  });

  it('counts every time with a bound of 0, and does not keep a failed count', async () => {
    const { cache, compute } = cacheAt(0);
    expect(await cache.get('supplier:1', compute)).toBe(1);
    expect(await cache.get('supplier:1', compute)).toBe(2);
    const kept = cacheAt(5000);
    await expect(kept.cache.get('supplier:1', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await kept.cache.get('supplier:1', kept.compute)).toBe(1);
  });

  it('holds at most its number of scopes, dropping the oldest', async () => {
    const { cache, compute } = cacheAt(5000, 2);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(await cache.get('b', compute)).toBe(2);
    expect(await cache.get('a', compute)).toBe(4);
  });

  it('keys a buyer by its set of companies and a supplier by its company', () => {
    expect(countsCacheKey({ kind: 'buyer', buyerCompanyIds: [3, 1, 2] })).toBe('buyer:1,2,3');
    expect(countsCacheKey({ kind: 'buyer', buyerCompanyIds: [2, 1, 3] })).toBe('buyer:1,2,3');
    expect(countsCacheKey({ kind: 'supplier', supplierCompanyId: 7, supplierCode: 'S7' })).toBe('supplier:7');
  });

  it("keys a buyer narrowed to plants by its companies and its set of plants, apart from the whole companies'", () => {
    const narrowed = countsCacheKey({ kind: 'buyer', buyerCompanyIds: [1], plantCodes: ['SH02', 'SH01'] });
    expect(countsCacheKey({ kind: 'buyer', buyerCompanyIds: [1], plantCodes: ['SH01', 'SH02'] })).toBe(
      narrowed,
    );
    expect(narrowed).not.toBe(countsCacheKey({ kind: 'buyer', buyerCompanyIds: [1] }));
    expect(narrowed).not.toBe(countsCacheKey({ kind: 'buyer', buyerCompanyIds: [1], plantCodes: ['SH01'] }));
  });
});
