import type { RoutePrefetches } from './route-prefetches.ts';

/**
 * The per-route prefetches (route-prefetches.ts) are a chunk the shell provides as it loads
 * (layout/app-layout.tsx): neither their table nor its preload list is part of the entry, which /login
 * loads. A screen opened before the shell has loaded (a link opened directly) waits for them. This
 * module imports nothing, so the shell sharing it with the entry splits nothing else off the entry.
 */
let provide: (prefetches: Promise<RoutePrefetches>) => void = () => undefined;

export const routePrefetches = new Promise<RoutePrefetches>((resolve) => {
  provide = resolve;
});

export function provideRoutePrefetches(load: Promise<RoutePrefetches>): void {
  provide(load);
}
