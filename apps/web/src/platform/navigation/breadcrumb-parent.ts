import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen outside the menu (the ASN wizard) names the list it was opened from, so the breadcrumb reads
 * that list's menu trail before the screen's own name (spec 2 §2: ASN History or Create ASN).
 */
let parentPath: string | null = null;
const listeners = new Set<() => void>();

function setParent(path: string | null): void {
  parentPath = path;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the screen while it is shown; undefined names no parent (the breadcrumb's default). */
export function useBreadcrumbParent(path: string | undefined): void {
  useEffect(() => {
    if (!path) return;
    setParent(path);
    return () => setParent(null);
  }, [path]);
}

/** Read by the breadcrumb. */
export function useBreadcrumbParentPath(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => parentPath,
    () => null,
  );
}
