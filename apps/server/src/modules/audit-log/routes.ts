import { auditLogEndpoints as endpoints } from '@portal/contract/audit-log';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../platform/http/route.ts';
import { auditLogExport, auditLogPage, recordTimeline } from './service.ts';

export function auditLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, endpoints.query, ({ user, locale, body }) =>
    auditLogPage(db, config, user, locale, body),
  );
  fileRoute(app, deps, endpoints.download, async ({ user, locale, query }) => {
    const file = await auditLogExport(db, config, user, locale, query);
    return file && xlsxFile(endpoints.download.fileName, file);
  });
  jsonRoute(app, deps, endpoints.timeline, ({ user, scope, locale, body }) =>
    recordTimeline(db, config, user, scope, locale, body),
  );
}
