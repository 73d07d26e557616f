import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { UNMATCHED_ROUTE } from '../metrics/request-metrics.ts';
import { boundedText } from './bounded.ts';

/** The fields of a request's line besides its message (a readable terminal line shows only the message). */
export const REQUEST_LINE_FIELDS = ['method', 'route', 'url', 'status', 'ms'];

/** The longest address a request line keeps: list filters can make query strings long. */
const MAX_LOGGED_URL = 500;

/** The address without the web's cache-busting `_t` parameter. */
function loggedUrl(request: FastifyRequest): string {
  const url = request.url.replace(/([?&])_t=\d+&?/, '$1').replace(/[?&]$/, '');
  return boundedText(url, MAX_LOGGED_URL);
}

/**
 * One line per request, written when its reply is done: method, route (the pattern, which groups
 * requests as the metrics do), address, status and duration. Fastify's own logging writes two (request
 * in, reply out), which doubled the log volume and buried the start banner. A failure the error handler
 * answered has its own line before this one.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      url: loggedUrl(request),
      status: reply.statusCode,
      ms,
    };
    const message = `${line.method} ${line.url} ${line.status} ${ms} ms`;
    if (error || reply.statusCode >= 500) request.log.error({ ...line, err: error ?? undefined }, message);
    else request.log.info(line, message);
  }
}
