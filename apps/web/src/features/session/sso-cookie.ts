export const SSO_COOKIE = 'portal_sso';

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
