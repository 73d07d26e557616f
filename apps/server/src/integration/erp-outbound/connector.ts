/** The ERP's answer to an outbound message: accepted, or refused with its remarks. */
export interface ErpAnswer {
  accepted: boolean;
  remarks: string | null;
  /** the whole answer object (e.g. the voucher number and posting date of an invoice posting) */
  details: Record<string, unknown>;
  /** the answer as received, for the interface log */
  responseBody: string;
}

/**
 * Where outbound messages go: the ERP over HTTP (`ERP_OUTBOUND_URL`) or, without one, the in-process ERP
 * simulator. `send` throws when the message did not get an answer (network, 5xx): the worker retries it.
 */
export interface ErpConnector {
  /** names the target in logs, never with credentials */
  readonly name: string;
  /** `messageId` is the same on every attempt of one outbox message: the ERP answers a repeat as before */
  send(wsType: string, payload: unknown, messageId: string): Promise<ErpAnswer>;
}

/**
 * The real ERP: POST `<url>/<wsType>` with the message as JSON and its outbox identity as `Idempotency-Key`;
 * a 2xx reply `{ accepted, remarks }` is its answer, anything else a failed delivery.
 */
export function httpErpConnector(baseUrl: string, timeoutMs = 30_000): ErpConnector {
  const url = baseUrl.replace(/\/+$/, '');
  return {
    name: new URL(url).host,
    async send(wsType, payload, messageId) {
      const response = await fetch(`${url}/${encodeURIComponent(wsType)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': messageId },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const responseBody = await response.text();
      if (!response.ok)
        throw new Error(`ERP answered HTTP ${response.status}: ${responseBody.slice(0, 500)}`);
      const answer = JSON.parse(responseBody) as Record<string, unknown>;
      if (typeof answer.accepted !== 'boolean') throw new Error('ERP answer without "accepted"');
      return {
        accepted: answer.accepted,
        remarks: typeof answer.remarks === 'string' ? answer.remarks : null,
        details: answer,
        responseBody,
      };
    },
  };
}
