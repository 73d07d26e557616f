import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 32 random bytes, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; the token itself lives only with the client. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
