import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../../platform/http/route.ts';
import { masterDataMessages as messages } from '../messages.ts';
import { maintainedBuyerIds } from '../scope-ids.ts';
import { overShippedExport, overShippedPage, saveOverShipped } from './service.ts';
import { uploadOverShipped } from './upload.ts';

/** Supplier over-shipment configuration (/supplier). */
export function overShipmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  jsonRoute(app, deps, endpoints.overShippedQuery, ({ body, scope }) => overShippedPage(db, scope, body));
  fileRoute(app, deps, endpoints.overShippedDownload, async ({ query, scope, locale }) => {
    const file = await overShippedExport(db, scope, query, locale);
    return file && xlsxFile(endpoints.overShippedDownload.fileName, file);
  });
  jsonRoute(app, deps, endpoints.overShippedUpdate, async ({ body, user, scope, say }) => {
    await saveOverShipped(db, user, maintainedBuyerIds(scope), body);
    say(messages.saved);
    return null;
  });
  jsonRoute(app, deps, endpoints.overShippedUpload, ({ request, user, scope, locale }) =>
    uploadOverShipped(db, request, user, maintainedBuyerIds(scope), locale),
  );
}
