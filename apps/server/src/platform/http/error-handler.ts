import { ReplyCode } from '@portal/contract/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localeOfUserRequest, resolveUser, sessionExpired } from '../auth/authenticate.ts';
import { hasPgErrorCode, PG_NUMERIC_OUT_OF_RANGE } from '../db/constraint-violation.ts';
import type { AppDeps } from '../deps.ts';
import { contractReason } from '../i18n/contract-reasons.ts';
import { fieldName } from '../i18n/field-name.ts';
import { type Locale, localeOfHeader, type Message, render } from '../i18n/locale.ts';
import { platformMessages, validationReasons } from '../i18n/platform-messages.ts';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';
import { loggableError } from './loggable-error.ts';

type Issue = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** Names a payload path; `whole` says what an empty path stands for (the body, the query ...). */
type NameField = (path: string, whole?: string) => string;

/**
 * How a refusal names a payload path: people read the field's label in their language (the request itself
 * when the whole body or query is at fault); the ERP's machine interface keeps the payload names its
 * developers program against (`lines.0.partNo`).
 */
function fieldNamer(request: FastifyRequest, locale: Locale): NameField {
  const forMachines = request.routeOptions?.config?.access === 'erpClient';
  return (path, whole = '') => {
    const dotted = path.replace(/^\//, '').replaceAll('/', '.');
    if (forMachines) return dotted || whole;
    return dotted === '' ? render(platformMessages.requestBody, locale) : fieldName(dotted, locale);
  };
}

/** A `field` param of a rule's refusal is a payload path, named like the fields of schema refusals. */
function namedParams(params: Record<string, string | number>, nameField: NameField) {
  const field = params.field;
  return typeof field === 'string' ? { ...params, field: nameField(field) } : params;
}

/** What the client sent at the issue's path: zod does not report the input, so it is looked up in the request. */
function sentValue(request: FastifyRequest, context: string, issue: Issue): unknown {
  const source: unknown =
    context === 'querystring'
      ? request.query
      : context === 'params'
        ? request.params
        : context === 'headers'
          ? request.headers
          : request.body;
  return issue.instancePath
    .split('/')
    .filter((key) => key !== '')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' && Object.hasOwn(value, key)
          ? (value as Record<string, unknown>)[key]
          : undefined,
      source,
    );
}

// A field that was not sent is "required" whatever the schema's keyword (a missing enum fails as invalid_value);
// one that was sent with the wrong type is not.
function reasonOf(issue: Issue, sent: unknown): Message {
  if (sent === undefined || sent === null) return validationReasons.required;
  const reasons: Record<string, Message> = validationReasons;
  return contractReason(issue.message) ?? reasons[issue.keyword] ?? validationReasons.other;
}

/** A schema failure becomes "<field>: <reason>" in the caller's language; the first failing field is named. */
function validationMessage(
  issues: Issue[],
  context: string,
  request: FastifyRequest,
  locale: Locale,
): string {
  const issue = issues[0];
  if (!issue) return render(platformMessages.invalidRequest, locale);
  const params = { minimum: String(issue.params.minimum ?? ''), maximum: String(issue.params.maximum ?? '') };
  return render(platformMessages.invalidField, locale, {
    field: fieldNamer(request, locale)(issue.instancePath, context),
    reason: render(reasonOf(issue, sentValue(request, context, issue)), locale, params),
  });
}

function send(reply: FastifyReply, code: number, msg: string, data: unknown = null) {
  // errors bypass the route's success-shaped response schema
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(failure(code, msg, data));
}

/** Exported for the test that feeds it a real PostgreSQL error; the app installs it through installErrorHandling. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale ?? 'cn';
  if (error instanceof AppError) {
    const params = namedParams(error.params, fieldNamer(request, locale));
    return send(reply, error.code, render(error.userMessage, locale, params), error.data);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    return send(reply, ReplyCode.validation, validationMessage(error.validation, context, request, locale));
  }
  if (error.statusCode === 429)
    return send(reply, ReplyCode.tooManyRequests, render(platformMessages.tooManyRequests, locale));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: loggableError(error) }, 'rejected request');
    return send(reply, ReplyCode.validation, render(platformMessages.invalidRequest, locale));
  }
  // a value the contract let through but its column cannot hold: the transaction is rolled back, so nothing changed
  if (hasPgErrorCode(error, PG_NUMERIC_OUT_OF_RANGE)) {
    request.log.info({ err: loggableError(error) }, 'number out of its column range');
    return send(reply, ReplyCode.validation, render(platformMessages.numberTooLarge, locale));
  }
  request.log.error({ err: loggableError(error) }, 'request failed');
  return send(reply, ReplyCode.error, render(platformMessages.internal, locale));
}

/**
 * Errors the router raises before any hook runs: a URL it cannot decode (`/rs/%`) or a path segment past
 * its length limit. Fastify would answer them with its own JSON and HTTP 400/414; they get the envelope
 * like every other refusal. No hook runs for them: the language is the request's (no session is resolved)
 * and the no-store header is set here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.locale = localeOfHeader(request.headers['accept-language']);
  reply.header('cache-control', 'no-store');
  return handleError(error, request, reply);
}

/**
 * One place turns every failure into the envelope. Unknown API paths answer 999 without a session
 * (the client goes to /login), a "not available" message with one.
 */
export function installErrorHandling(
  app: FastifyInstance,
  deps: AppDeps,
  serveWebApp: (reply: FastifyReply) => unknown,
) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(async (request, reply) => {
    const apiPrefix = `${deps.config.apiBase}/`;
    if (request.url.startsWith(apiPrefix) || deps.config.apiBase === '') {
      const user = await resolveUser(request, deps);
      if (!user) throw sessionExpired();
      request.locale = localeOfUserRequest(request, user);
      return send(reply, ReplyCode.notFound, render(platformMessages.notAvailable, request.locale));
    }
    return serveWebApp(reply);
  });
}
