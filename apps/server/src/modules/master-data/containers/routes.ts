import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../../platform/http/route.ts';
import { templateXlsx } from '../../../platform/xlsx/sheet-fields.ts';
import { CONTAINER_SHEET, CONTAINER_SHEET_NAME } from './container-sheet.ts';
import { containerExport, containerPage } from './service.ts';
import { uploadContainers } from './upload.ts';

/** Containers (/container, ours). */
export function containerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, endpoints.containerQuery, ({ body }) => containerPage(db, config, body));
  fileRoute(app, deps, endpoints.containerDownload, async ({ query, locale }) => {
    const file = await containerExport(db, config, query, locale);
    return file && xlsxFile(endpoints.containerDownload.fileName, file);
  });
  fileRoute(app, deps, endpoints.containerUploadTemplate, async ({ locale }) =>
    xlsxFile(
      endpoints.containerUploadTemplate.fileName,
      templateXlsx(CONTAINER_SHEET_NAME, CONTAINER_SHEET, locale),
    ),
  );
  jsonRoute(app, deps, endpoints.containerUpload, ({ request, user, locale }) =>
    uploadContainers(db, request, user, locale),
  );
}
