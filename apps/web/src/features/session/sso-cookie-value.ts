import { LoginResult } from '@portal/contract/session';

// Loaded only when the sign-on cookie is there (start-single-sign-on.ts): its check needs the
// contract's zod schema, which the login page does without.

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
