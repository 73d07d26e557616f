import { ReplyCode } from '@portal/contract/common';
import type { Access, SupplierScope } from '@portal/contract/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError, forbidden } from '../http/app-error.ts';
import { type Locale, localeOfHeader, localeOfLanguage, requestedLocale } from '../i18n/locale.ts';
import { platformMessages } from '../i18n/platform-messages.ts';
import { API_KEY_HEADER, type ErpClient, resolveErpClient } from './api-key.ts';
import type { SessionUser } from './session-user.ts';
import { hashToken } from './token.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    scope?: SupplierScope;
  }
  interface FastifyRequest {
    /** the machine client of an `erpClient` route, identified by its API key */
    erpClient: ErpClient | null;
  }
}

export const LOGIN_PATH = '/login';

export function sessionExpired(): AppError {
  return new AppError(ReplyCode.sessionExpired, platformMessages.sessionExpired, {}, LOGIN_PATH);
}

function invalidApiKey(): AppError {
  return new AppError(ReplyCode.unauthorized, platformMessages.invalidApiKey);
}

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

/**
 * The language of a signed-in user's reply: the one the request asks for, or, for a language the portal
 * does not speak (or `*`, which many HTTP clients send), the user's own.
 */
export function localeOfUserRequest(request: FastifyRequest, user: SessionUser): Locale {
  return requestedLocale(request.headers['accept-language']) ?? localeOfLanguage(user.language);
}

/** Resolves the session of a request, or null when it has none or it has expired. */
export async function resolveUser(request: FastifyRequest, deps: AppDeps): Promise<SessionUser | null> {
  const token = tokenOf(request);
  return token ? deps.sessions.resolve(hashToken(token)) : null;
}

function assertAllowed(
  user: SessionUser,
  access: Exclude<Access, 'public' | 'erpClient'>,
  scope: SupplierScope,
): void {
  if (scope === 'buyerOnly' && user.userType === 'S') throw forbidden(platformMessages.buyerOnly);
  if (scope === 'supplierOnly' && user.userType !== 'S') throw forbidden(platformMessages.supplierOnly);
  if (access !== 'authenticated' && !user.permissions.has(access)) throw forbidden();
}

/**
 * Auth is on by default: every request is checked against the access its route declares.
 * A route that declares nothing is refused (the route-catalogue test keeps that from shipping).
 */
export function installAuthentication(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('erpClient', null);
  app.decorateRequest('locale', 'cn');
  app.addHook('onRequest', async (request) => {
    request.locale = localeOfHeader(request.headers['accept-language']);
    const { access, scope } = request.routeOptions.config;
    if (!request.routeOptions.url) return; // not found: the not-found handler decides
    if (!access || !scope) throw forbidden();
    if (access === 'public') return;
    if (access === 'erpClient') {
      const key = request.headers[API_KEY_HEADER];
      request.erpClient = await resolveErpClient(deps.db, typeof key === 'string' ? key : undefined);
      if (!request.erpClient) throw invalidApiKey();
      // machine clients read English unless they name another language (HTTP clients send "*")
      request.locale = requestedLocale(request.headers['accept-language']) ?? 'en';
      return;
    }
    const user = await resolveUser(request, deps);
    if (!user) throw sessionExpired();
    request.user = user;
    request.locale = localeOfUserRequest(request, user);
    request.log = request.log.child({ user: user.userCode });
    assertAllowed(user, access, scope);
  });
}
