import { asnEndpoints } from '@portal/contract/asn';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { fileRoute, jsonRoute } from '../../platform/http/route.ts';
import { PDF_CONTENT_TYPE } from '../../platform/pdf/pdf-document.ts';
import { copyFailedAsn } from './copy-failed-asn.ts';
import { createListPage } from './create-list.ts';
import { deliveryNotePdf } from './delivery-note-pdf.ts';
import { downloadAsns } from './download.ts';
import { labelPdf } from './label-pdf.ts';
import { labelPrinterDpiOfAsn } from './label-printer-repo.ts';
import { asnMessages as messages } from './messages.ts';
import { refreshDraftAsn } from './refresh-draft.ts';
import { cancelAsn, deleteAsn, deleteSuccessAsn } from './remove-asn.ts';
import { saveDraft } from './save-asn.ts';
import { sendAsn } from './send-asn.ts';
import { asnDetail, asnPage, newAsnFromLines } from './service.ts';
import { asnUploadTemplate, uploadAsns } from './upload-asn.ts';

export function asnRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const endpoints = asnEndpoints;
  jsonRoute(app, deps, endpoints.queryCreateList, ({ body, scope }) => createListPage(db, body, scope));
  jsonRoute(app, deps, endpoints.asnCreateList, ({ body, scope, locale }) =>
    newAsnFromLines(db, body, scope, locale),
  );
  for (const step of [
    endpoints.saveOrUpdateDraftAsn,
    endpoints.saveAsnPackage,
    endpoints.saveAsnGeneralInfo,
  ]) {
    jsonRoute(app, deps, step, async ({ body, user, scope, locale, say }) => {
      const { asn } = await db.transaction((tx) => saveDraft(tx, user, scope, body));
      say(messages.saved);
      return asnDetail(db, asn.id, scope, locale);
    });
  }
  jsonRoute(app, deps, endpoints.sendAsn, async ({ body, user, scope, locale, say }) => {
    const id = await sendAsn(db, user, scope, body);
    say(messages.sent);
    return asnDetail(db, id, scope, locale);
  });
  jsonRoute(app, deps, endpoints.queryAsnList, ({ body, scope, locale }) => asnPage(db, body, scope, locale));
  jsonRoute(app, deps, endpoints.queryAsnDetail, ({ query, scope, locale }) =>
    asnDetail(db, query.asnHeaderId, scope, locale),
  );
  jsonRoute(app, deps, endpoints.deleteAsn, async ({ query, user, scope, say }) => {
    await deleteAsn(db, user, scope, query.asnHeaderId);
    say(messages.delSuccess);
    return null;
  });
  jsonRoute(app, deps, endpoints.deleteSuccessAsn, async ({ query, user, scope, say }) => {
    await deleteSuccessAsn(db, user, scope, query.asnHeaderId);
    say(messages.delSuccess);
    return null;
  });
  jsonRoute(app, deps, endpoints.copyFailedAsn, async ({ query, user, scope, locale, say }) => {
    const copy = await asnDetail(db, await copyFailedAsn(db, user, scope, query.asnHeaderId), scope, locale);
    say(messages.copied, { asnNo: copy.asnHeader.asnNo ?? '' });
    return copy;
  });
  jsonRoute(app, deps, endpoints.refreshDraftAsn, async ({ query, user, scope, locale, say }) => {
    const changes = await refreshDraftAsn(db, user, scope, query.asnHeaderId, locale);
    say(messages.refreshed, { changes });
    return asnDetail(db, query.asnHeaderId, scope, locale);
  });
  jsonRoute(app, deps, endpoints.cancelledAsn, async ({ query, user, scope, say }) => {
    await cancelAsn(db, user, scope, query.asnHeaderId);
    say(messages.calSuccess);
    return null;
  });
  fileRoute(app, deps, endpoints.download, ({ query, scope, locale }) =>
    downloadAsns(db, query, scope, locale, endpoints.download.fileName),
  );
  fileRoute(app, deps, endpoints.downloadAsnUploadTemplate, async ({ locale }) =>
    asnUploadTemplate(endpoints.downloadAsnUploadTemplate.fileName, locale),
  );
  jsonRoute(app, deps, endpoints.uploadAsn, async ({ request, user, scope, locale, say }) => {
    const result = await uploadAsns(db, request, user, scope, locale);
    say(messages.uploaded, { count: result.asnNos.length });
    return result;
  });
  fileRoute(app, deps, endpoints.downloadLabel, async ({ params, query, scope }) => {
    const asn = await asnDetail(db, params.asnHeaderId, scope, 'en');
    if (asn.asnDetails.length === 0) throw notFound(messages.asnMissing);
    const dpi = await labelPrinterDpiOfAsn(db, params.asnHeaderId);
    return {
      fileName: endpoints.downloadLabel.fileName,
      contentType: PDF_CONTENT_TYPE,
      body: await labelPdf(asn, { dpi, paper: query.paper }),
    };
  });
  fileRoute(app, deps, endpoints.downloadDeliveryNote, async ({ params, scope }) => {
    const asn = await asnDetail(db, params.asnHeaderId, scope, 'en');
    const dpi = await labelPrinterDpiOfAsn(db, params.asnHeaderId);
    return {
      fileName: endpoints.downloadDeliveryNote.fileName,
      contentType: PDF_CONTENT_TYPE,
      body: await deliveryNotePdf(asn, dpi),
    };
  });
}
