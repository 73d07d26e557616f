import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../../platform/http/route.ts';
import { maintainedBuyerIds } from '../scope-ids.ts';
import { financeExport, financePage, saveFinance } from './service.ts';

/** Supplier finance info (/supplierFinance). */
export function supplierFinanceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  jsonRoute(app, deps, endpoints.supplierFinanceQuery, ({ body, scope, locale }) =>
    financePage(db, scope, body, locale),
  );
  fileRoute(app, deps, endpoints.supplierFinanceDownload, async ({ query, scope, locale }) => {
    const file = await financeExport(db, scope, query, locale);
    return file && xlsxFile(endpoints.supplierFinanceDownload.fileName, file);
  });
  jsonRoute(app, deps, endpoints.supplierFinanceUpdate, async ({ body, user, scope, say }) => {
    const saved = await saveFinance(db, user, maintainedBuyerIds(scope), body);
    say(saved.message, saved.params);
    return null;
  });
}
