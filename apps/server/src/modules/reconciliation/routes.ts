import { reconciliationEndpoints } from '@portal/contract/reconciliation';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute } from '../../platform/http/route.ts';
import { downloadReconciliation } from './reconciliation-download.ts';
import { reconciliationLines } from './reconciliation-lines.ts';
import { reconciliationPage } from './reconciliation-service.ts';

export function reconciliationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const { query, download, lines } = reconciliationEndpoints;
  jsonRoute(app, deps, query, ({ body, scope }) => reconciliationPage(db, body, scope));
  jsonRoute(app, deps, lines, ({ body, scope }) => reconciliationLines(db, body.asnHeaderId, scope));
  fileRoute(app, deps, download, ({ query: filter, scope, locale }) =>
    downloadReconciliation(db, filter, scope, locale, download.fileName),
  );
}
