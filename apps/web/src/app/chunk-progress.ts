import { type LazyExoticComponent, lazy } from 'react';

/**
 * Page chunks being downloaded. React Router's navigation state does not see them (pages are
 * React.lazy components, loaded while the router renders the next route in a transition, and the
 * old page stays on screen meanwhile), so the loads count themselves for the progress bar.
 */
let pending = 0;
const listeners = new Set<() => void>();

export function pendingChunks(): number {
  return pending;
}

export function onChunksChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changePending(delta: number) {
  pending += delta;
  // React starts a lazy load while rendering: listeners run after that render, never inside it
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Counts a chunk load from its start until it settles. */
export function trackChunk<T>(load: Promise<T>): Promise<T> {
  changePending(1);
  return load.finally(() => changePending(-1));
}

/** What React.lazy loads: a module whose default export is the component. */
type PageLoad = Parameters<typeof lazy>[0];
type LoadedComponent<L extends PageLoad> = Awaited<ReturnType<L>>['default'];

/** A lazy page whose download can start before React renders it (route-prefetch.ts starts it with the address). */
export type PreloadableComponent<L extends PageLoad> = LazyExoticComponent<LoadedComponent<L>> & {
  preload: () => void;
};

/** React.lazy whose download shows in the route progress bar and can be started early; it loads once. */
export function lazyWithProgress<L extends PageLoad>(load: L): PreloadableComponent<L> {
  let loading: ReturnType<L> | undefined;
  const start = () => {
    loading ??= trackChunk(load()) as ReturnType<L>;
    return loading;
  };
  return Object.assign(lazy<LoadedComponent<L>>(start), {
    preload: () => void start().catch(() => undefined),
  });
}
