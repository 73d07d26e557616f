import { interfaceLogEndpoints } from '@portal/contract/interface-log';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute } from '../../platform/http/route.ts';
import { interfaceLogMessages } from './messages.ts';
import {
  attachedFile,
  handleInterface,
  interfaceLogDetail,
  interfaceLogPage,
  messageFileOf,
  resendCall,
  webServiceTypes,
} from './service.ts';

export function interfaceLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const e = interfaceLogEndpoints;
  jsonRoute(app, deps, e.query, ({ body, locale }) => interfaceLogPage(db, config, locale, body));
  jsonRoute(app, deps, e.webServiceTypes, async ({ locale }) => webServiceTypes(locale));
  jsonRoute(app, deps, e.get, ({ params, locale }) => interfaceLogDetail(db, config, locale, params.id));
  jsonRoute(app, deps, e.retry, async ({ params, user, locale, say }) => {
    await resendCall(db, user, locale, params.id);
    say(interfaceLogMessages.resent);
    return null;
  });
  jsonRoute(app, deps, e.handleInterface, async ({ params, user, say }) => {
    await handleInterface(db, user, params.actionHistoryId);
    say(interfaceLogMessages.handled);
    return null;
  });
  fileRoute(app, deps, e.download, ({ params, query }) => messageFileOf(db, params.id, query.type));
  fileRoute(app, deps, e.fileDownload, ({ params }) => attachedFile(params.fileId));
}
