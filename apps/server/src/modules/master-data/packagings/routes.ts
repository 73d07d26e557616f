import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../../platform/http/route.ts';
import { templateXlsx } from '../../../platform/xlsx/sheet-fields.ts';
import { maintainedBuyerIds } from '../scope-ids.ts';
import { PACKAGING_SHEET, PACKAGING_SHEET_NAME } from './packaging-sheet.ts';
import { packagingExport, packagingPage } from './service.ts';
import { uploadPackagings } from './upload.ts';

/** Packaging (/packaging, ours). */
export function packagingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, endpoints.packagingQuery, ({ body, scope }) => packagingPage(db, config, scope, body));
  fileRoute(app, deps, endpoints.packagingDownload, async ({ query, scope, locale }) => {
    const file = await packagingExport(db, config, scope, query, locale);
    return file && xlsxFile(endpoints.packagingDownload.fileName, file);
  });
  fileRoute(app, deps, endpoints.packagingUploadTemplate, async ({ locale }) =>
    xlsxFile(
      endpoints.packagingUploadTemplate.fileName,
      templateXlsx(PACKAGING_SHEET_NAME, PACKAGING_SHEET, locale),
    ),
  );
  jsonRoute(app, deps, endpoints.packagingUpload, ({ request, user, scope, locale }) =>
    uploadPackagings(db, request, user, maintainedBuyerIds(scope), locale),
  );
}
