import { invoiceEndpoints as api } from '@portal/contract/invoice';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { asnGroupPage, receiptsForNewInvoice } from './creation-lists.ts';

export function invoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, api.queryGrByAsnGroup, ({ body, scope, locale }) =>
    asnGroupPage(db, body, scope, locale, config.displayTimeZone),
  );
  jsonRoute(app, deps, api.queryApByAsn, ({ body, scope }) => receiptsForNewInvoice(db, 'AP', body, scope));
  jsonRoute(app, deps, api.queryIndiaByAsn, ({ body, scope }) =>
    receiptsForNewInvoice(db, 'INDIA', body, scope),
  );
  jsonRoute(app, deps, api.queryOverseaByAsn, ({ body, scope }) =>
    receiptsForNewInvoice(db, 'OVERSEA', body, scope),
  );
  jsonRoute(app, deps, api.queryWriteoffByAsn, ({ body, scope }) =>
    receiptsForNewInvoice(db, 'WRITEOFF', body, scope),
  );
}
