import { invoiceEndpoints as api, type InvoiceType } from '@portal/contract/invoice';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../platform/http/route.ts';
import { PDF_CONTENT_TYPE } from '../../platform/pdf/pdf-document.ts';
import { templateXlsx } from '../../platform/xlsx/sheet-fields.ts';
import { approveInvoice, receiveInvoice, rejectInvoice } from './buyer-actions.ts';
import { changeInvoiceStatus } from './change-status.ts';
import { coverSheetPdf } from './cover-sheet-pdf.ts';
import { asnGroupPage, receiptsForNewInvoice } from './creation-lists.ts';
import { deleteInvoice } from './delete-invoice.ts';
import { downloadInvoices } from './download.ts';
import { downloadItemInfo, downloadWht } from './item-downloads.ts';
import { ITEM_LIST_FIELDS, ITEM_LIST_SHEET_NAME, uploadItemList } from './item-list-upload.ts';
import { invoiceDetail, invoicePage } from './list-service.ts';
import { invoiceMessages as messages } from './messages.ts';
import { batchMemos, batchSend, batchSendCount, sendWriteoff } from './posting.ts';
import { saveInvoice } from './save-invoice.ts';
import { invoiceCheck, queryByScan } from './scan-check.ts';
import { submitInvoice } from './submit-invoice.ts';

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
  fileRoute(app, deps, api.downloadCoverSheet, async ({ params, scope, locale }) => ({
    fileName: api.downloadCoverSheet.fileName,
    contentType: PDF_CONTENT_TYPE,
    body: await coverSheetPdf(
      await invoiceDetail(db, params.id, scope, locale, config.displayTimeZone),
      locale,
    ),
  }));
  fileRoute(app, deps, api.downloadItemInfo, ({ body, user, scope, locale }) =>
    downloadItemInfo(db, user, scope, body, locale, config.displayTimeZone, api.downloadItemInfo.fileName),
  );
  fileRoute(app, deps, api.downloadWht, ({ body, user, scope, locale }) =>
    downloadWht(db, user, scope, body, locale, config.displayTimeZone, api.downloadWht.fileName),
  );
  fileRoute(app, deps, api.downloadInvoiceList, ({ query, scope, locale }) =>
    downloadInvoices(db, query, scope, locale, config.displayTimeZone, api.downloadInvoiceList.fileName),
  );
}

const FAMILIES = [
  {
    type: 'AP',
    submit: api.submitInvoice,
    confirmed: api.submitInvoiceConfirmed,
    approve: api.approveInvoice,
    reject: api.rejectInvoice,
  },
  {
    type: 'INDIA',
    submit: api.submitIndiaInvoice,
    confirmed: api.submitIndiaInvoiceConfirmed,
    approve: api.approveIndiaInvoice,
    reject: api.rejectIndiaInvoice,
  },
  {
    type: 'OVERSEA',
    submit: api.submitOverseaInvoice,
    confirmed: api.submitOverseaInvoiceConfirmed,
    approve: api.approveOverseaInvoice,
    reject: api.rejectOverseaInvoice,
  },
] as const;

/** Submit, approve and reject per process family (write-off invoices go through the India calls). */
function transitionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  for (const family of FAMILIES) {
    jsonRoute(app, deps, family.submit, async ({ body, user, scope, say }) => {
      await submitInvoice(db, user, scope, family.type, body.invoiceHeaderId, false);
      say(messages.submitted);
      return null;
    });
    jsonRoute(app, deps, family.confirmed, async ({ params, user, scope, say }) => {
      await submitInvoice(db, user, scope, family.type, params.id, true);
      say(messages.submitted);
      return null;
    });
    jsonRoute(app, deps, family.approve, async ({ body, user, scope, say }) => {
      await approveInvoice(db, user, scope, family.type, body);
      say(messages.approved);
      return null;
    });
    jsonRoute(app, deps, family.reject, async ({ body, user, scope, say }) => {
      await rejectInvoice(db, user, scope, family.type, body);
      say(messages.rejected);
      return null;
    });
  }
  jsonRoute(app, deps, api.changeInvoiceStatus, async ({ body, user, scope, say }) => {
    await changeInvoiceStatus(db, user, scope, body);
    say(messages.statusChangedDone);
    return null;
  });
  jsonRoute(app, deps, api.receiveInvoice, async ({ body, user, scope, say }) => {
    await receiveInvoice(db, user, scope, body);
    say(messages.received);
    return null;
  });
}

/** Scan check (spec 3 §2.3): find the scanned invoice, then check it. */
function scanRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, api.queryByScan, ({ body, scope, locale }) =>
    queryByScan(db, body, scope, locale, config.displayTimeZone),
  );
  jsonRoute(app, deps, api.invoiceCheck, async ({ body, user, scope, say }) => {
    await invoiceCheck(db, user, scope, body);
    say(messages.checked);
    return null;
  });
}

/** Posting to the ERP (spec 3 §2.2, §7): credit memos, batch send, write-off send. */
function postingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, api.getBatchMemo, ({ body, user, scope }) =>
    batchMemos(db, user, scope, body, config.displayTimeZone),
  );
  jsonRoute(app, deps, api.batchSendCount, ({ body, user, scope }) =>
    batchSendCount(db, user, scope, body, config.displayTimeZone),
  );
  jsonRoute(app, deps, api.batchSendInfo, async ({ body, user, scope, locale, say }) => {
    const warning = await batchSend(db, user, scope, body, locale, config.displayTimeZone);
    if (!warning) say(messages.sent);
    return warning;
  });
  jsonRoute(app, deps, api.sendWriteoffInvoice, async ({ params, body, user, scope, say }) => {
    await sendWriteoff(db, user, scope, params.id, body);
    say(messages.sent);
    return null;
  });
}

/** Item-list templates and uploads per process type (spec 3 §7). */
function itemListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const lists = [
    [api.downloadItemList, api.uploadItemList, 'AP'],
    [api.downloadWriteOffItemList, api.uploadWriteOffItemList, 'WRITEOFF'],
    [api.downloadIndiaItemList, api.uploadIndiaItemList, 'INDIA'],
    [api.downloadOverseaItemList, api.uploadOverseaItemList, 'OVERSEA'],
  ] as const;
  for (const [template, upload, type] of lists) {
    fileRoute(app, deps, template, async ({ locale }) =>
      xlsxFile(template.fileName, templateXlsx(ITEM_LIST_SHEET_NAME, ITEM_LIST_FIELDS[type], locale)),
    );
    jsonRoute(app, deps, upload, ({ request, user, scope, locale }) =>
      uploadItemList(db, request, user, scope, type, locale),
    );
  }
}

export function invoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  itemListRoutes(app, deps);
  postingRoutes(app, deps);
  scanRoutes(app, deps);
  creationRoutes(app, deps);
  draftRoutes(app, deps);
  listRoutes(app, deps);
  transitionRoutes(app, deps);
}
