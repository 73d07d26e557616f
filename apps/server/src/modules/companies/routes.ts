import { companiesEndpoints } from '@portal/contract/companies';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { companyPage } from './service.ts';

export function companiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  jsonRoute(app, deps, companiesEndpoints.pageQuery, ({ body, locale }) =>
    companyPage(deps.db, deps.config, body, locale),
  );
}
