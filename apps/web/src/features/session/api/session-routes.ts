import type { lookupEndpoints } from '@portal/contract/lookup';
import type { sessionEndpoints } from '@portal/contract/session';
import { routeOf } from '../../../platform/http/endpoint-route.ts';

/**
 * The calls of signing in, by route: importing the contract modules would build every zod schema
 * of session and lookup on the login page (issue 12: /login downloads at most 250 KB of JS).
 * session-routes.test.ts holds them equal to the contract's endpoints.
 */
export const sessionRoutes = {
  login: routeOf<typeof sessionEndpoints.login>({ method: 'POST', path: '/user/login', access: 'public' }),
  getResources: routeOf<typeof sessionEndpoints.getResources>({
    method: 'POST',
    path: '/resources/getResources',
    access: 'authenticated',
  }),
  updateLanguage: routeOf<typeof sessionEndpoints.updateLanguage>({
    method: 'GET',
    path: '/user/upadteLanguage',
    access: 'authenticated',
  }),
  getProperties: routeOf<typeof lookupEndpoints.getProperties>({
    method: 'GET',
    path: '/propertiesInfo/getProperties',
    access: 'authenticated',
  }),
} as const;
