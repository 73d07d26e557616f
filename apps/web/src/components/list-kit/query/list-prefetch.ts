import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A list page fetched as the address changed to its screen (route-prefetch.ts) is the screen's first
 * page: the screen reads it from the cache instead of asking again when it mounts. Only the pages of the
 * latest navigation count, and only for a few seconds (a screen mounts well within that).
 */
const FRESH_MS = 10_000;

/** The pages of the latest navigation by query hash, with the time each was asked for. */
const prefetched = new Map<string, number>();

/** A new navigation: the pages prefetched for the previous one no longer count. */
export function beginScreenPrefetch(): void {
  prefetched.clear();
}

/** Starts one first page of the screen being opened. */
export function prefetchListPage<TQueryFnData, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  page: FetchQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): void {
  void queryClient.prefetchQuery(page);
  // the cache holds the query from the call on (its hash is the cache's, whatever the key hashing)
  const query = queryClient.getQueryCache().find({ queryKey: page.queryKey, exact: true });
  if (query) prefetched.set(query.queryHash, Date.now());
}

/** For `refetchOnMount`: a page prefetched on the way into this screen is not asked for again. */
export function refetchUnlessPrefetched(query: Pick<Query, 'queryHash'>): boolean {
  const askedAt = prefetched.get(query.queryHash);
  return askedAt === undefined || Date.now() - askedAt >= FRESH_MS;
}
