import type { Readable } from 'node:stream';
import { envelope } from '@portal/contract/common';
import type { BodyOf, DataOf, EndpointDef, ParamsOf, QueryOf } from '@portal/contract/endpoint';
import { methodsOf } from '@portal/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DataScope, dataScopeOf } from '../access/data-scope.ts';
import { ERP_ACTOR, runAs } from '../audit/actor.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { AppDeps } from '../deps.ts';
import { type Locale, type Message, render } from '../i18n/locale.ts';
import { platformMessages } from '../i18n/platform-messages.ts';
import { contentDisposition } from './content-disposition.ts';
import { moduleOf } from './endpoint-modules.ts';
import { success } from './envelope.ts';
import { XLSX_MEDIA_TYPE } from './media-types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract declaration the route serves: the API description documents uploads and downloads from it */
    endpoint?: EndpointDef;
  }
}

/** Routes without a session user: public ones and those of machine clients (API key). */
type Sessionless = 'public' | 'erpClient';
type UserOf<E extends EndpointDef> = E['access'] extends Sessionless ? null : SessionUser;

export interface RouteContext<E extends EndpointDef> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
  user: UserOf<E>;
  /** whose data this request may touch (supplier users: their own supplier only) */
  scope: E['access'] extends Sessionless ? null : DataScope;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
  /** sets the envelope's success message (shown by the web, e.g. "Succeeded in change password") */
  say(message: Message, params?: Record<string, string | number>): void;
}

/** Path of a contract endpoint for Fastify: `{id}` becomes `:id`, under the API base. */
export function routePath(apiBase: string, endpoint: EndpointDef): string {
  return `${apiBase}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function contextOf<E extends EndpointDef>(
  request: FastifyRequest,
  reply: FastifyReply,
  onMessage: (message: Message, params?: Record<string, string | number>) => void = () => {},
): RouteContext<E> {
  // The schemas declared with the route have validated and coerced these values before the handler runs.
  const user = request.user;
  return {
    body: request.body as BodyOf<E>,
    query: request.query as QueryOf<E>,
    params: request.params as ParamsOf<E>,
    user: user as UserOf<E>,
    scope: (user ? dataScopeOf(user) : null) as RouteContext<E>['scope'],
    locale: request.locale,
    request,
    reply,
    say: onMessage,
  };
}

/**
 * Runs a handler as its caller (platform/audit/actor.ts): the session user, the ERP for its machine calls;
 * public calls have no actor (the audit takes the changed row's updated_by).
 */
function asCaller<T>(request: FastifyRequest, endpoint: EndpointDef, work: () => Promise<T>): Promise<T> {
  const actor = request.user?.userCode ?? (endpoint.access === 'erpClient' ? ERP_ACTOR : undefined);
  return actor === undefined ? work() : runAs(actor, work);
}

/** Per-route settings beyond the contract, e.g. a request rate limit. */
export interface RouteExtras {
  rateLimit?: { max: number; timeWindow: string };
}

function baseOptions(deps: AppDeps, endpoint: EndpointDef, extras: RouteExtras = {}) {
  return {
    method: [...methodsOf(endpoint)],
    url: routePath(deps.config.apiBase, endpoint),
    config: { access: endpoint.access, scope: endpoint.scope, endpoint, ...extras },
    schema: {
      summary: endpoint.summary,
      tags: [moduleOf(endpoint)],
      ...(endpoint.access === 'erpClient' ? { security: [{ erpApiKey: [] }] } : {}),
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      ...(endpoint.ours ? { description: 'Path chosen by us (not shown in the specification).' } : {}),
      ...(endpoint.body && endpoint.kind !== 'upload' ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
    },
  };
}

/** Registers a JSON endpoint of the contract; the handler's result becomes the envelope's data. */
export function jsonRoute<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<DataOf<E>>,
  extras?: RouteExtras,
): void {
  const options = baseOptions(deps, endpoint, extras);
  app.route({
    ...options,
    schema: {
      ...options.schema,
      ...(endpoint.response ? { response: { 200: envelope(endpoint.response) } } : {}),
    },
    handler: async (request, reply) => {
      let message: string | undefined;
      const data = await asCaller(request, endpoint, () =>
        handler(
          contextOf<E>(request, reply, (said, params) => {
            message = render(said, request.locale, params);
          }),
        ),
      );
      return message ? success(data, message) : success(data);
    },
  });
}

export interface FileResult {
  fileName: string;
  contentType: string;
  body: Readable | Buffer;
  /**
   * A file shown in the page (a picture) rather than saved: `inline`, kept by the browser and revalidated
   * with this entity tag (a request naming it is answered 304 without the body). Downloads are not kept.
   */
  inline?: { etag: string };
}

/** The reply of a file: a download (attachment, not kept) or an inline file revalidated by its tag. */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileResult) {
  if (!file.inline) {
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.body);
  }
  reply.header('etag', file.inline.etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === file.inline.etag) return reply.code(304).send();
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, 'inline'))
    .send(file.body);
}

export const xlsxFile = (fileName: string, body: Readable | Buffer): FileResult => ({
  fileName,
  contentType: XLSX_MEDIA_TYPE,
  body,
});

/**
 * Registers a download: the handler answers a file, `null` when there is nothing to download (an envelope
 * with code 200, no data and a message: the web only ends its loading state), or throws an AppError that
 * becomes an envelope.
 */
export function fileRoute<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<FileResult | null>,
): void {
  app.route({
    ...baseOptions(deps, endpoint),
    handler: async (request, reply) => {
      const file = await asCaller(request, endpoint, () => handler(contextOf<E>(request, reply)));
      if (!file) return success(null, render(platformMessages.nothingToDownload, request.locale));
      return sendFile(request, reply, file);
    },
  });
}
