import type { Envelope } from '@portal/contract/common';
import type { EndpointDef } from '@portal/contract/endpoint';
import type {
  GoodsReceiptResult,
  InvoicePaymentResult,
  ScheduleReleaseResult,
} from '@portal/contract/erp-inbound';
import { erpInboundEndpoints } from '@portal/contract/erp-inbound';
import type { Queryable } from '../../db/client.ts';
import { API_KEY_HEADER } from '../../platform/auth/api-key.ts';
import { nextGoodsReceipt } from './next-goods-receipt.ts';
import { nextReleases } from './next-release.ts';
import { invoicesToPay, sampleOrderLines } from './simulator-repo.ts';

export interface SimulatorTarget {
  /** the portal's API base, e.g. http://localhost:8080/api */
  apiUrl: string;
  apiKey: string;
}

type Reply = Envelope<ScheduleReleaseResult | GoodsReceiptResult | InvoicePaymentResult | null>;

async function post(target: SimulatorTarget, endpoint: EndpointDef, body: unknown): Promise<Reply> {
  const response = await fetch(`${target.apiUrl}${endpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [API_KEY_HEADER]: target.apiKey },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Reply;
}

/**
 * One round of the ERP simulator: the next release for a few order lines, a goods receipt of what
 * arrived at one plant today, and the payment of invoices posted a few minutes ago, sent through the portal's own inbound API like the real ERP would. Answers
 * the portal's reply per call.
 */
export async function publishSimulatedRound(
  db: Queryable,
  target: SimulatorTarget,
  options: { lines?: number; now?: Date } = {},
): Promise<Reply[]> {
  const now = options.now ?? new Date();
  const lines = await sampleOrderLines(db, options.lines ?? 4);
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const today = now.toISOString().slice(0, 10);
  const releases = nextReleases(lines, today, `SIM${stamp}`, Math.random);
  const replies: Reply[] = [];
  for (const release of releases) {
    replies.push(await post(target, erpInboundEndpoints.scheduleRelease, release));
  }
  const receipt = await nextGoodsReceipt(db, `SIMGR${stamp}`, today);
  if (receipt) replies.push(await post(target, erpInboundEndpoints.goodsReceipt, receipt));
  // the ERP pays what was posted a few minutes ago
  for (const payment of await invoicesToPay(db, today)) {
    replies.push(await post(target, erpInboundEndpoints.invoicePayment, payment));
  }
  return replies;
}
