import { performanceEndpoints as endpoints } from '@portal/contract/performance';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute } from '../../platform/http/route.ts';
import { performanceDocuments } from './documents.ts';
import { downloadPerformance } from './download.ts';
import { performancePage } from './list.ts';
import { performanceOverview } from './overview.ts';

export function performanceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  jsonRoute(app, deps, endpoints.overview, ({ body, scope }) => performanceOverview(db, body, scope));
  jsonRoute(app, deps, endpoints.query, ({ body, scope }) => performancePage(db, body, scope));
  jsonRoute(app, deps, endpoints.documents, ({ body, scope }) => performanceDocuments(db, body, scope));
  fileRoute(app, deps, endpoints.download, ({ body, scope, locale }) =>
    downloadPerformance(db, body, scope, locale, endpoints.download.fileName),
  );
}
