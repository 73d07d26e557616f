import type { Permission } from '@portal/contract/permissions';
import { useMemo } from 'react';
import { SessionKey } from './session-keys.ts';
import { getAuthorities, parseNameList } from './session-storage.ts';
import { useSessionValue } from './use-session-value.ts';

export interface Authorities {
  /** button permission names stored at sign-in (session key `authorities`) */
  names: readonly string[];
  has: (name: Permission) => boolean;
}

/** Buttons are shown from the stored authorities; the server enforces the same names. */
export function useAuthorities(): Authorities {
  const raw = useSessionValue(SessionKey.authorities);
  return useMemo(() => {
    const names = parseNameList(raw);
    const set = new Set(names);
    return { names, has: (name: Permission) => set.has(name) };
  }, [raw]);
}

export function useHasAuthority(name: Permission): boolean {
  return useAuthorities().has(name);
}

/** Outside React (e.g. in column definitions built once). */
export function hasAuthority(name: Permission): boolean {
  return getAuthorities().includes(name);
}
