import type {
  GoodsReceiptInput,
  GoodsReceiptResult,
  InvoicePayment,
  InvoicePaymentResult,
  ScheduleReleaseInput,
  ScheduleReleaseResult,
} from '@portal/contract/erp-inbound';
import { erpInboundEndpoints } from '@portal/contract/erp-inbound';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { API_KEY_HEADER, issueErpKey } from '../../apps/server/src/platform/auth/api-key.ts';
import { baseUrl, type Envelope } from './api.ts';
import { withDatabase } from './db.ts';

/** A new API key of the named ERP client, issued on the portal's database as `npm run erp:key` would. */
export function issueErpApiKey(client = 'e2e-erp'): Promise<string> {
  return withDatabase(async (db) => (await issueErpKey(db, client, 'e2e')).key);
}

export interface ReleaseTarget {
  buyerCompanyCode: string;
  plantCode: string;
  supplierCode: string;
  partNo: string;
}

/** A part an active supplier delivers to a buyer's plant (demo data): what an accepted release needs. */
export function releaseTarget(): Promise<ReleaseTarget> {
  return withDatabase(async (db) => {
    const result = await db.execute<{ [K in keyof ReleaseTarget]: string }>(sql`
      select b.company_code as "buyerCompanyCode", pl.plant_code as "plantCode",
             s.company_code as "supplierCode", p.part_no as "partNo"
        from parts p
        join companies b on b.id = p.buyer_company_id
        join companies s on s.id = p.supplier_company_id
        join plants pl on pl.id = p.plant_id
        join buyer_supplier_relationships r
          on r.buyer_company_id = b.id and r.supplier_company_id = s.id and r.status = 'A'
       order by b.company_code, s.company_code, p.part_no
       limit 1`);
    const [target] = result.rows;
    if (!target) throw new Error('no part of an active supplier in the demo data');
    return target;
  });
}

/** Parts a supplier delivers to one plant of a buyer (demo data), for a goods receipt of that supplier. */
export function receiptTarget(buyerCode: string, supplierCode: string) {
  return withDatabase(async (db) => {
    const result = await db.execute<{ plantCode: string; partNo: string }>(sql`
      select pl.plant_code as "plantCode", p.part_no as "partNo"
        from parts p
        join companies b on b.id = p.buyer_company_id
        join companies s on s.id = p.supplier_company_id
        join plants pl on pl.id = p.plant_id
       where b.company_code = ${buyerCode} and s.company_code = ${supplierCode}
       order by pl.plant_code, p.part_no
       limit 2`);
    const [first, second] = result.rows;
    if (!first || !second || first.plantCode !== second.plantCode)
      throw new Error(`no two parts of ${supplierCode} at one plant of ${buyerCode}`);
    return { plantCode: first.plantCode, partNos: [first.partNo, second.partNo] };
  });
}

type ReleaseDetail = ScheduleReleaseInput['lines'][number]['details'][number];

/** A firm daily request of `requestQty` pieces due on `deliveryDate` (yyyy-MM-dd). */
export const firmDay = (deliveryDate: string, requestQty: string): ReleaseDetail => ({
  deliveryDate,
  scheduleType: 'Firm',
  requestQty,
  bucket: 'DAY',
});

export interface OneLineRelease {
  release: ScheduleReleaseInput;
  plantCode: string;
  partNo: string;
}

/**
 * A release of line 10 of a journey's own order: the first part the supplier delivers to a plant of the
 * buyer (demo data), with these requests, released today.
 */
export async function oneLineRelease(
  order: { buyerCode: string; supplierCode: string; orderNo: string; releaseNo: string },
  details: ReleaseDetail[],
): Promise<OneLineRelease> {
  const { plantCode, partNos } = await receiptTarget(order.buyerCode, order.supplierCode);
  const partNo = partNos[0] ?? '';
  const release: ScheduleReleaseInput = {
    releaseNo: order.releaseNo,
    releaseDate: new Date().toISOString().slice(0, 10),
    buyerCompanyCode: order.buyerCode,
    lines: [
      {
        orderNo: order.orderNo,
        lineNo: '10',
        partNo,
        shipToPlant: plantCode,
        supplierCode: order.supplierCode,
        details,
      },
    ],
  };
  return { release, plantCode, partNo };
}

/** A call of the ERP inbound API as the ERP makes it: the body as JSON, the key in X-Api-Key. */
async function postAsErp<T>(apiPath: string, body: unknown, apiKey: string): Promise<Envelope<T | null>> {
  const reply = await fetch(`${baseUrl()}/api${apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [API_KEY_HEADER]: apiKey },
    body: JSON.stringify(body),
  });
  return (await reply.json()) as Envelope<T | null>;
}

/** POST /api/erp/gr/receipts: a goods receipt. */
export function postGoodsReceipt(receipt: GoodsReceiptInput, apiKey: string) {
  return postAsErp<GoodsReceiptResult>(erpInboundEndpoints.goodsReceipt.path, receipt, apiKey);
}

/** POST /api/erp/schedule/release: a delivery schedule release. */
export function publishRelease(release: ScheduleReleaseInput, apiKey: string) {
  return postAsErp<ScheduleReleaseResult>(erpInboundEndpoints.scheduleRelease.path, release, apiKey);
}

/** POST /api/erp/invoice/payment: the payment of a posted invoice. */
export function reportPayment(payment: InvoicePayment, apiKey: string) {
  return postAsErp<InvoicePaymentResult>(erpInboundEndpoints.invoicePayment.path, payment, apiKey);
}

export interface OrderLineRelease {
  orderNo: string;
  lineNo: string;
  partNo: string;
  shipToPlant: string;
  deliveries: Array<{ deliveryDate: string; requestQty: string }>;
}

/** The first order line (by order and line number) a supplier delivers to a buyer, as last released. */
export async function latestOrderLine(buyerCode: string, supplierCode: string): Promise<OrderLineRelease> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const headers = await client.query<{
      id: string;
      order_no: string;
      line_no: string;
      part_no: string;
      ship_to_plant: string;
    }>(
      `select h.id, h.order_no, h.line_no, h.part_no, h.ship_to_plant
         from delivery_schedule_headers h
         join companies b on b.id = h.buyer_company_id
         join companies s on s.id = h.supplier_company_id
        where b.company_code = $1 and s.company_code = $2 and h.is_latest = 'Y'
          -- a demo order line: the journeys' own (E2E...) belong to journeys running alongside
          and h.order_no not like 'E2E%'
        order by h.order_no, h.line_no limit 1`,
      [buyerCode, supplierCode],
    );
    const header = headers.rows[0];
    if (!header) throw new Error(`no order line of ${supplierCode} for ${buyerCode}`);
    const details = await client.query<{ delivery_date: string; request_qty: string }>(
      `select delivery_date::text, trim_scale(request_qty)::text as request_qty
         from delivery_schedule_details where header_id = $1 order by delivery_date, delivery_time`,
      [header.id],
    );
    return {
      orderNo: header.order_no,
      lineNo: header.line_no,
      partNo: header.part_no,
      shipToPlant: header.ship_to_plant,
      deliveries: details.rows.map((row) => ({
        deliveryDate: row.delivery_date,
        requestQty: row.request_qty,
      })),
    };
  } finally {
    await client.end();
  }
}
