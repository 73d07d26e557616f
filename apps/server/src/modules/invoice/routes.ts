import { invoiceEndpoints as api, type InvoiceType } from '@portal/contract/invoice';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute } from '../../platform/http/route.ts';
import { asnGroupPage, receiptsForNewInvoice } from './creation-lists.ts';
import { deleteInvoice } from './delete-invoice.ts';
import { downloadInvoices } from './download.ts';
import { invoiceDetail, invoicePage } from './list-service.ts';
import { invoiceMessages as messages } from './messages.ts';
import { saveInvoice } from './save-invoice.ts';

function creationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, api.queryGrByAsnGroup, ({ body, scope, locale }) =>
    asnGroupPage(db, body, scope, locale, config.displayTimeZone),
  );
  const lists = [
    [api.queryApByAsn, 'AP'],
    [api.queryIndiaByAsn, 'INDIA'],
    [api.queryOverseaByAsn, 'OVERSEA'],
    [api.queryWriteoffByAsn, 'WRITEOFF'],
  ] as const;
  for (const [endpoint, type] of lists) {
    jsonRoute(app, deps, endpoint, ({ body, scope }) => receiptsForNewInvoice(db, type, body, scope));
  }
}

function draftRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const saves = [
    [api.saveInvoice, 'AP'],
    [api.saveIndiaInvoice, 'INDIA'],
    [api.saveOverseaInvoice, 'OVERSEA'],
    [api.saveWriteoffInvoice, 'WRITEOFF'],
  ] as const;
  for (const [endpoint, type] of saves) {
    jsonRoute(app, deps, endpoint, async ({ body, user, scope, locale, say }) => {
      const id = await saveInvoice(db, user, scope, type, body);
      say(messages.saved);
      return invoiceDetail(db, id, scope, locale, config.displayTimeZone);
    });
  }
  const deletes: ReadonlyArray<
    readonly [
      (typeof api)['deleteInvoice' | 'deleteIndiaInvoice' | 'deleteOverseaInvoice' | 'deleteWriteoffInvoice'],
      InvoiceType,
    ]
  > = [
    [api.deleteInvoice, 'AP'],
    [api.deleteIndiaInvoice, 'INDIA'],
    [api.deleteOverseaInvoice, 'OVERSEA'],
    [api.deleteWriteoffInvoice, 'WRITEOFF'],
  ];
  for (const [endpoint, type] of deletes) {
    jsonRoute(app, deps, endpoint, async ({ params, user, scope, say }) => {
      await deleteInvoice(db, user, scope, type, params.id);
      say(messages.deleted);
      return null;
    });
  }
}

function listRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, api.queryInvoicePage, ({ body, scope, locale }) =>
    invoicePage(db, body, scope, locale, config.displayTimeZone),
  );
  jsonRoute(app, deps, api.getInvoiceDetail, ({ params, scope, locale }) =>
    invoiceDetail(db, params.id, scope, locale, config.displayTimeZone),
  );
  fileRoute(app, deps, api.downloadInvoiceList, ({ query, scope, locale }) =>
    downloadInvoices(db, query, scope, locale, config.displayTimeZone, api.downloadInvoiceList.fileName),
  );
}

export function invoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  creationRoutes(app, deps);
  draftRoutes(app, deps);
  listRoutes(app, deps);
}
