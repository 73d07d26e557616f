import { scheduleEndpoints } from '@portal/contract/schedule';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute } from '../../platform/http/route.ts';
import { compareReleases } from './compare-releases.ts';
import { downloadSchedule } from './download.ts';
import { proposedFeedback, saveFeedback, viewFeedback } from './feedback.ts';
import { feedbackTemplate } from './feedback-template.ts';
import { uploadFeedback } from './feedback-upload.ts';
import { moveLines } from './line-actions.ts';
import { scheduleMessages as messages } from './messages.ts';
import { commentHeader, detailPage, headerPage } from './service.ts';

export function scheduleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const endpoints = scheduleEndpoints;
  jsonRoute(app, deps, endpoints.queryList, ({ body, scope }) => headerPage(db, body, scope));
  jsonRoute(app, deps, endpoints.queryDetailList, ({ body, scope, locale }) =>
    detailPage(db, body, scope, locale),
  );
  jsonRoute(app, deps, endpoints.commentById, async ({ body, user, scope, say }) => {
    await commentHeader(db, user, scope, body);
    say(messages.commentsSaved);
    return null;
  });
  jsonRoute(app, deps, endpoints.confirmByIds, async ({ body, user, scope, say }) => {
    await moveLines(db, user, scope, 'confirm', body.deliveryScheduleDetailIds);
    say(messages.confirmed);
    return null;
  });
  jsonRoute(app, deps, endpoints.approveByIds, async ({ body, user, scope, say }) => {
    await moveLines(db, user, scope, 'approve', body.deliveryScheduleDetailIds);
    say(messages.approved);
    return null;
  });
  jsonRoute(app, deps, endpoints.rejectByIds, async ({ body, user, scope, say }) => {
    await moveLines(db, user, scope, 'reject', body.deliveryScheduleDetailIds);
    say(messages.rejected);
    return null;
  });
  jsonRoute(app, deps, endpoints.purposedByIds, ({ body, scope }) =>
    proposedFeedback(db, body.deliveryScheduleDetailIds, scope),
  );
  jsonRoute(app, deps, endpoints.viewPurposedByIds, ({ body, scope }) =>
    viewFeedback(db, body.deliveryScheduleDetailIds, scope),
  );
  jsonRoute(app, deps, endpoints.saveFeedback, async ({ body, user, scope, say }) => {
    await saveFeedback(db, user, scope, body);
    say(messages.feedbackSaved);
    return null;
  });
  fileRoute(app, deps, endpoints.download, ({ query, scope, locale }) =>
    downloadSchedule(db, query, scope, locale, endpoints.download.fileName),
  );
  fileRoute(app, deps, endpoints.downloadFeedbackUploadTemplate, ({ scope, locale }) =>
    feedbackTemplate(db, scope, locale, endpoints.downloadFeedbackUploadTemplate.fileName),
  );
  jsonRoute(app, deps, endpoints.uploadFeedback, async ({ request, user, scope, locale, say }) => {
    const summary = await uploadFeedback(db, request, user, scope, locale);
    say(messages.feedbackUploaded, { lines: summary.inserted + summary.updated });
    return summary;
  });
  jsonRoute(app, deps, endpoints.compareReleases, ({ body, scope }) => compareReleases(db, body, scope));
}
