import { SessionKey } from './session-keys.ts';
import { useSessionValue } from './use-session-value.ts';

export function useSessionToken(): string | null {
  return useSessionValue(SessionKey.token) || null;
}
