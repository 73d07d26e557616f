import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../../platform/http/route.ts';
import { templateXlsx } from '../../../platform/xlsx/sheet-fields.ts';
import { maintainedBuyerIds, maintainedPlantCodes } from '../scope-ids.ts';
import { PART_SHEET, PART_SHEET_NAME } from './part-sheet.ts';
import { partExport, partPage } from './service.ts';
import { uploadParts } from './upload.ts';

/** Part info (/partInfo). */
export function partRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, endpoints.materialsQuery, ({ body, scope }) => partPage(db, config, scope, body));
  fileRoute(app, deps, endpoints.materialsDownload, async ({ query, scope, locale }) => {
    const file = await partExport(db, config, scope, query, locale);
    return file && xlsxFile(endpoints.materialsDownload.fileName, file);
  });
  fileRoute(app, deps, endpoints.materialsUploadTemplate, async ({ locale }) =>
    xlsxFile(endpoints.materialsUploadTemplate.fileName, templateXlsx(PART_SHEET_NAME, PART_SHEET, locale)),
  );
  jsonRoute(app, deps, endpoints.materialsUpload, ({ request, user, scope, locale }) =>
    uploadParts(db, request, user, maintainedBuyerIds(scope), locale, maintainedPlantCodes(scope)),
  );
}
