import { usersEndpoints } from '@portal/contract/users';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { countryList } from './countries.ts';

export function usersRoutes(app: FastifyInstance, deps: AppDeps): void {
  jsonRoute(app, deps, usersEndpoints.getCountryList, async ({ locale }) => [...countryList(locale)]);
}
