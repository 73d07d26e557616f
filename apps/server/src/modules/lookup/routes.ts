import { lookupEndpoints } from '@portal/contract/lookup';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { propertyOptions } from './repo.ts';
import { companiesFor, plantsFor, suppliersOfBuyer } from './service.ts';

export function lookupRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  jsonRoute(app, deps, lookupEndpoints.getProperties, ({ query, locale }) =>
    propertyOptions(db, query.propType, locale),
  );
  jsonRoute(app, deps, lookupEndpoints.companyQuery, ({ scope, body }) =>
    companiesFor(db, scope, body.companyType),
  );
  jsonRoute(app, deps, lookupEndpoints.supplierList, ({ scope, body }) =>
    suppliersOfBuyer(db, scope, body.buyerCompanyId),
  );
  jsonRoute(app, deps, lookupEndpoints.plantQuery, ({ scope, query }) =>
    plantsFor(db, scope, query.companyCode),
  );
}
