import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session-user.ts';
import type { Locale } from '../i18n/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user; null on public routes */
    user: SessionUser | null;
    /** language of messages in the reply */
    locale: Locale;
  }
}

export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
