import { erpInboundEndpoints } from '@portal/contract/erp-inbound';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute, routePath } from '../../platform/http/route.ts';
import { recordInboundCalls } from '../interface-log/record-inbound-calls.ts';
import { erpInboundMessages } from './messages.ts';
import { receiveGoodsReceipt } from './receive-goods-receipt.ts';
import { receivePayment } from './receive-payment.ts';
import { receiveRelease } from './receive-release.ts';

/** Interface-log web service type of each inbound call. */
export const INBOUND_WS_TYPES = {
  scheduleRelease: 'SCHEDULE_RELEASE',
  goodsReceipt: 'GOODS_RECEIPT',
  invoicePayment: 'INVOICE_PAYMENT',
} as const;

export function erpInboundRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  recordInboundCalls(app, db, {
    [routePath(config.apiBase, erpInboundEndpoints.scheduleRelease)]: INBOUND_WS_TYPES.scheduleRelease,
    [routePath(config.apiBase, erpInboundEndpoints.goodsReceipt)]: INBOUND_WS_TYPES.goodsReceipt,
    [routePath(config.apiBase, erpInboundEndpoints.invoicePayment)]: INBOUND_WS_TYPES.invoicePayment,
  });
  jsonRoute(app, deps, erpInboundEndpoints.scheduleRelease, async ({ body, locale, say }) => {
    const result = await receiveRelease(db, body, locale);
    const created = result.lines.filter((line) => line.result === 'created').length;
    say(erpInboundMessages.received, {
      releaseNo: result.releaseNo,
      created,
      unchanged: result.lines.length - created,
    });
    return result;
  });
  jsonRoute(app, deps, erpInboundEndpoints.goodsReceipt, async ({ body, locale, say }) => {
    const result = await receiveGoodsReceipt(db, body, locale);
    const created = result.lines.filter((line) => line.result === 'created').length;
    say(erpInboundMessages.grReceived, {
      grNo: result.grNo,
      created,
      unchanged: result.lines.length - created,
    });
    return result;
  });
  jsonRoute(app, deps, erpInboundEndpoints.invoicePayment, async ({ body, say }) => {
    const result = await receivePayment(db, body);
    say(erpInboundMessages.paymentReceived, { invoiceNo: result.invoiceNo, paymentDate: result.paymentDate });
    return result;
  });
}
