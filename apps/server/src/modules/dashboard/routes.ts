import { dashboardEndpoints } from '@portal/contract/dashboard';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { dashboardCounts } from './service.ts';

export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  jsonRoute(app, deps, dashboardEndpoints.dashboardList, ({ scope }) => dashboardCounts(deps.db, scope));
}
