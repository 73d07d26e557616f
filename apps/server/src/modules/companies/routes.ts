import { companiesEndpoints } from '@portal/contract/companies';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../platform/http/route.ts';
import { companyMessages } from './messages.ts';
import { plantList, savePlant } from './plants-service.ts';
import { companyDetail, companyExport, companyPage, saveCompany } from './service.ts';
import { saveTaxInfo, taxInfo } from './tax-info-service.ts';

export function companiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, companiesEndpoints.pageQuery, ({ body, locale }) =>
    companyPage(db, config, body, locale),
  );
  fileRoute(app, deps, companiesEndpoints.download, async ({ query, locale }) => {
    const file = await companyExport(db, config, query, locale);
    return file && xlsxFile(companiesEndpoints.download.fileName, file);
  });
  jsonRoute(app, deps, companiesEndpoints.addOrEdit, async ({ body, user, say }) => {
    await saveCompany(db, user, body);
    say(companyMessages.saved);
    return null;
  });
  jsonRoute(app, deps, companiesEndpoints.get, ({ params, locale }) =>
    companyDetail(db, config, params.companyId, locale),
  );
  jsonRoute(app, deps, companiesEndpoints.plantList, ({ query }) => plantList(db, query.companyId));
  jsonRoute(app, deps, companiesEndpoints.addPlant, async ({ body, user, say }) => {
    await savePlant(db, user, body);
    say(companyMessages.saved);
    return null;
  });
  jsonRoute(app, deps, companiesEndpoints.getTaxInfo, ({ query }) => taxInfo(db, query.id));
  jsonRoute(app, deps, companiesEndpoints.updateCompanyTaxInfo, async ({ body, user, say }) => {
    await saveTaxInfo(db, user, body);
    say(companyMessages.saved);
    return null;
  });
}
