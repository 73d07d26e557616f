import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginScreenPrefetch, prefetchListPage, refetchUnlessPrefetched } from './list-prefetch.ts';

const page = (pageNo: number) => ({
  queryKey: ['/parts/query', { pageNo }],
  queryFn: async () => ({ pageNo }),
});
const queryOf = (pageNo: number) => ({ queryHash: hashKey(page(pageNo).queryKey) });

describe('list prefetch', () => {
  afterEach(() => vi.useRealTimers());

  it('spares the screen a second call for the pages prefetched on the way in, and only those', () => {
    beginScreenPrefetch();
    prefetchListPage(new QueryClient(), page(1));
    expect(refetchUnlessPrefetched(queryOf(1))).toBe(false);
    expect(refetchUnlessPrefetched(queryOf(2))).toBe(true);
  });

  it('forgets them at the next navigation', () => {
    beginScreenPrefetch();
    prefetchListPage(new QueryClient(), page(1));
    beginScreenPrefetch();
    expect(refetchUnlessPrefetched(queryOf(1))).toBe(true);
  });

  it('forgets them after ten seconds: a screen mounted later asks again', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') });
    beginScreenPrefetch();
    prefetchListPage(new QueryClient(), page(1));
    vi.setSystemTime(new Date('2026-11-26T08:00:09Z'));
    expect(refetchUnlessPrefetched(queryOf(1))).toBe(false);
    vi.setSystemTime(new Date('2026-11-26T08:00:10Z'));
    expect(refetchUnlessPrefetched(queryOf(1))).toBe(true);
  });
});
