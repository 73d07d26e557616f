import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

/**
 * A caller on this machine: the socket comes from loopback and no proxy stood between. A reverse proxy on
 * the same machine connects from loopback too, so a request that carries forwarding headers is remote
 * whatever TRUST_PROXY believes about them: forwarding must not make a remote caller look local.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return isLoopback(request.socket.remoteAddress);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The request names the metrics token as `Authorization: Bearer <token>` (compared in constant time). */
export function carriesToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const sent = /^Bearer\s+(.+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
