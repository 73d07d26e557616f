import { lazy } from 'react';

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

/** React.lazy whose download shows in the route progress bar. */
export const lazyWithProgress: typeof lazy = (load) => lazy(() => trackChunk(load()));
