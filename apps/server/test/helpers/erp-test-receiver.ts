import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ErpCall {
  wsType: string;
  /** the Idempotency-Key the portal sent: one per outbox message, the same on every attempt */
  messageId: string;
  body: string;
}

export interface TestErpReceiver {
  /** the base URL for ERP_OUTBOUND_URL */
  url: string;
  /** the first call of each message id, in arrival order: what the ERP acts on */
  accepted: ErpCall[];
  /** later calls with a message id already accepted: answered as before and not acted on again */
  repeats: ErpCall[];
  close(): Promise<void>;
}

/**
 * An ERP over HTTP, as the portal's outbound connector calls it, that deduplicates by Idempotency-Key the way
 * the portal asks of the real one. A call is accepted as it arrives and answered `replyDelayMs` later: a
 * sender killed meanwhile never hears the answer (the moment that can send a message twice).
 */
export async function startTestErpReceiver(
  options: { replyDelayMs?: number } = {},
): Promise<TestErpReceiver> {
  const accepted: ErpCall[] = [];
  const repeats: ErpCall[] = [];
  const seen = new Set<string>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = request.headers['idempotency-key'];
      const call = {
        wsType: decodeURIComponent((request.url ?? '').replace(/^\/+/, '')),
        messageId: typeof key === 'string' ? key : '',
        body: Buffer.concat(chunks).toString('utf8'),
      };
      if (seen.has(call.messageId)) repeats.push(call);
      else {
        seen.add(call.messageId);
        accepted.push(call);
      }
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ accepted: true, remarks: null }));
      }, options.replyDelayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    repeats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
