import { useSyncExternalStore } from 'react';
import { subscribeSession } from './session-events.ts';
import type { SessionKey } from './session-keys.ts';
import { readRaw } from './session-storage.ts';

/** The raw stored string: a stable snapshot, so components re-render only when the value changes. */
export function useSessionValue(key: SessionKey): string | null {
  return useSyncExternalStore(
    subscribeSession,
    () => readRaw(key),
    () => null,
  );
}
