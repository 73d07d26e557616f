import type { QueryClient } from '@tanstack/react-query';
import { establishSession } from './establish-session.ts';
import { deleteSsoCookie, readSsoCookie } from './sso-cookie.ts';

/**
 * Single sign-on start-up (spec 1 §2.1): when the sign-on cookie is present, its token and user
 * become the session; resolves the landing path, or null when there was no usable cookie.
 */
export async function startSingleSignOn(queryClient: QueryClient): Promise<string | null> {
  const raw = readSsoCookie();
  if (raw === null) return null;
  deleteSsoCookie();
  const { decodeSsoValue } = await import('./sso-cookie-value.ts');
  const result = decodeSsoValue(raw);
  if (!result) return null;
  try {
    return await establishSession(result, queryClient);
  } catch {
    return null;
  }
}
