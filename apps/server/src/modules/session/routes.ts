import { sessionEndpoints } from '@portal/contract/session';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { clientAddress } from '../../platform/http/request-context.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { sessionMessages } from './messages.ts';
import { passwordLinkInfo, setPasswordByLink } from './password-link.ts';
import { changePassword, login, logout, resourcesOf, setLanguage } from './service.ts';

export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // a cap on sign-in attempts per address on top of the per-account throttle, against password spraying
  jsonRoute(
    app,
    deps,
    sessionEndpoints.login,
    ({ body, request }) => login(db, deps.config.sessionIdleMinutes, body, clientAddress(request)),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  // public pages with a token to guess: the same cap per address as sign-in
  const publicCap = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  jsonRoute(
    app,
    deps,
    sessionEndpoints.passwordLink,
    ({ body }) => passwordLinkInfo(db, body.token),
    publicCap,
  );
  jsonRoute(
    app,
    deps,
    sessionEndpoints.setPassword,
    async ({ body, say }) => {
      await setPasswordByLink(db, body);
      say(sessionMessages.passwordSet);
      return null;
    },
    publicCap,
  );
  jsonRoute(app, deps, sessionEndpoints.getResources, ({ user, locale }) => resourcesOf(db, user, locale));
  jsonRoute(app, deps, sessionEndpoints.updatePassword, async ({ user, body, say, request }) => {
    await changePassword(db, user, body, clientAddress(request));
    say(sessionMessages.passwordChanged);
    return null;
  });
  jsonRoute(app, deps, sessionEndpoints.loginOut, async ({ user }) => {
    await logout(db, user);
    return null;
  });
  jsonRoute(app, deps, sessionEndpoints.updateLanguage, async ({ user, query }) => {
    await setLanguage(db, user, query.language);
    return null;
  });
}
