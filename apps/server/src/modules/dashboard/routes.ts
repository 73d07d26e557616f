import type { DashboardCounts } from '@portal/contract/dashboard';
import { dashboardEndpoints } from '@portal/contract/dashboard';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { countsCacheKey } from './counts-cache-key.ts';
import { ScopeCache } from './scope-cache.ts';
import { dashboardCounts } from './service.ts';

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  // the to-do counts may lag the data by the configured bound (a few seconds): 50 clients of one scope
  // asking at once cost one count
  const cache = new ScopeCache<DashboardCounts>(deps.config.dashboardCountsMaxAgeMs);
  jsonRoute(app, deps, dashboardEndpoints.dashboardList, ({ scope }) =>
    cache.get(countsCacheKey(scope), () => dashboardCounts(deps.db, scope)),
  );
}
