import { useMemo } from 'react';
import { LoginInfo } from './login-info.ts';
import { SessionKey } from './session-keys.ts';
import { getLoginInfo, parseStored } from './session-storage.ts';
import { useSessionValue } from './use-session-value.ts';

export function useLoginInfo(): LoginInfo | null {
  const raw = useSessionValue(SessionKey.loginInfo);
  return useMemo(() => parseStored(raw, LoginInfo), [raw]);
}

export function useIsSupplier(): boolean {
  return useLoginInfo()?.userType === 'S';
}

/** Supplier users (type S) see only their own supplier's data; their supplier code is fixed. */
export function isSupplier(): boolean {
  return getLoginInfo()?.userType === 'S';
}
