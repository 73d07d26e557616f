import type { WsType } from '@portal/contract/interface-log';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { insertInterfaceLog } from './interface-log-repo.ts';

/** Web service type of each inbound route, as the interface log names it. */
export type InboundWsTypes = Readonly<Record<string, WsType>>;

const MAX_BODY_CHARS = 1_000_000;

function bodyText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text =
    typeof value === 'string'
      ? value
      : Buffer.isBuffer(value)
        ? value.toString('utf8')
        : JSON.stringify(value);
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}…` : text;
}

function envelopeOf(payload: string | null): { code?: unknown; msg?: unknown } {
  try {
    return payload ? (JSON.parse(payload) as { code?: unknown; msg?: unknown }) : {};
  } catch {
    return {};
  }
}

/** Body fields that name what an inbound call is about, in the order they are looked for. */
const REFERENCE_FIELDS = ['releaseNo', 'grNo'] as const;

function referenceOf(request: FastifyRequest): string | null {
  const body = request.body as Partial<Record<(typeof REFERENCE_FIELDS)[number], unknown>> | undefined;
  for (const field of REFERENCE_FIELDS) {
    const value = body?.[field];
    if (typeof value === 'string') return value.slice(0, 100);
  }
  return null;
}

/**
 * Records every call of a machine client (accepted, refused, or with a bad key) with what was sent and
 * answered, 1 success / 2 failure and the times, before the answer leaves. A failure to record is logged,
 * never turned into a failed call.
 */
export function recordInboundCalls(app: FastifyInstance, db: Database, wsTypes: InboundWsTypes): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const wsType = request.routeOptions.url ? wsTypes[request.routeOptions.url] : undefined;
    if (!wsType) return payload;
    const responseBody = bodyText(payload);
    const answer = envelopeOf(responseBody);
    const failed = answer.code !== 200;
    try {
      await insertInterfaceLog(db, {
        direction: 'IN',
        wsType,
        referenceNo: referenceOf(request),
        erpClientId: request.erpClient?.id ?? null,
        requestBody: bodyText(request.body),
        responseBody,
        statusCode: failed ? 2 : 1,
        errorMessage: failed && typeof answer.msg === 'string' ? answer.msg : null,
        requestTime: new Date(Date.now() - reply.elapsedTime),
        responseTime: new Date(),
        createdBy: request.erpClient?.name ?? 'anonymous',
        updatedBy: request.erpClient?.name ?? 'anonymous',
      });
    } catch (error) {
      request.log.error({ err: error }, 'interface log not recorded');
    }
    return payload;
  });
}
