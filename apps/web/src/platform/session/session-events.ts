/** sessionStorage raises no event in the tab that writes it, so our own writes announce themselves. */
const listeners = new Set<() => void>();

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionChange(): void {
  for (const listener of listeners) listener();
}
