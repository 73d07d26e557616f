import { LoginResult } from '@portal/contract/session';

export const SSO_COOKIE = 'portal_sso';

function base64UrlDecode(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The sign-on cookie holds a LoginResult as base64url JSON; anything else is ignored. */
export function decodeSsoValue(value: string): LoginResult | null {
  try {
    const parsed = LoginResult.safeParse(JSON.parse(base64UrlDecode(decodeURIComponent(value))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readSsoCookie(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SSO_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/** The cookie is read once: deleting it keeps a later reload from signing in again after Exit. */
export function deleteSsoCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser
  document.cookie = `${SSO_COOKIE}=; Max-Age=0; path=/`;
}
