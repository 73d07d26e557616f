import { grEndpoints } from '@portal/contract/gr';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute } from '../../platform/http/route.ts';
import { downloadGr } from './download.ts';
import { grPage } from './service.ts';

export function grRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  jsonRoute(app, deps, grEndpoints.queryGr, ({ body, scope }) => grPage(db, body, scope));
  fileRoute(app, deps, grEndpoints.download, ({ query, scope, locale }) =>
    downloadGr(db, query, scope, locale, grEndpoints.download.fileName),
  );
}
