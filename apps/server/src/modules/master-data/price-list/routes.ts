import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../../platform/http/route.ts';
import { templateXlsx } from '../../../platform/xlsx/sheet-fields.ts';
import { maintainedBuyerIds } from '../scope-ids.ts';
import { PRICE_SHEET, PRICE_SHEET_NAME } from './price-sheet.ts';
import { priceExport, pricePage } from './service.ts';
import { uploadPrices } from './upload.ts';

/** Part price list (/partPriceListCode) and its maintenance (/partPrice). */
export function priceListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, endpoints.priceListQuery, ({ body, scope }) => pricePage(db, config, scope, body));
  fileRoute(app, deps, endpoints.priceListDownload, async ({ query, scope, locale }) => {
    const file = await priceExport(db, config, scope, query, locale);
    return file && xlsxFile(endpoints.priceListDownload.fileName, file);
  });
  fileRoute(app, deps, endpoints.priceListUploadTemplate, async ({ locale }) =>
    xlsxFile(endpoints.priceListUploadTemplate.fileName, templateXlsx(PRICE_SHEET_NAME, PRICE_SHEET, locale)),
  );
  jsonRoute(app, deps, endpoints.priceListUpload, ({ request, user, scope, locale }) =>
    uploadPrices(db, request, user, maintainedBuyerIds(scope), locale),
  );
}
