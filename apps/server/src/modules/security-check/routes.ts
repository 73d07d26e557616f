import { securityCheckEndpoints } from '@portal/contract/security-check';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute } from '../../platform/http/route.ts';
import { downloadChecks } from './download.ts';
import { asnForGate, companiesOfAsn, suppliersOfAsn } from './lookups.ts';
import { securityCheckMessages as messages } from './messages.ts';
import { saveCheck } from './save.ts';
import { checkPage, checkRecord, removeCheck } from './service.ts';

export function securityCheckRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const endpoints = securityCheckEndpoints;
  // the time zone of gate times when a buyer company has none
  const timeZone = deps.config.displayTimeZone;
  jsonRoute(app, deps, endpoints.query, ({ body, scope }) => checkPage(db, body, scope, timeZone));
  jsonRoute(app, deps, endpoints.get, ({ query, scope }) => checkRecord(db, query.id, scope, timeZone));
  jsonRoute(app, deps, endpoints.delete, async ({ query, scope, say }) => {
    await removeCheck(db, query.id, scope, timeZone);
    say(messages.deleted);
    return null;
  });
  fileRoute(app, deps, endpoints.download, ({ body, scope, locale }) =>
    downloadChecks(db, body, scope, locale, timeZone, endpoints.download.fileName),
  );
  jsonRoute(app, deps, endpoints.queryCompany, ({ query, scope }) => companiesOfAsn(db, query.asnNo, scope));
  jsonRoute(app, deps, endpoints.querySupplier, ({ query, scope }) => suppliersOfAsn(db, query, scope));
  jsonRoute(app, deps, endpoints.queryAsn, ({ query, scope }) => asnForGate(db, query, scope));
  jsonRoute(app, deps, endpoints.createOrUpdate, async ({ body, user, scope, say }) => {
    const record = await saveCheck(db, user, scope, body, timeZone);
    say(messages.saved);
    return record;
  });
}
