import type { ScheduleReleaseInput, ScheduleReleaseResult } from '@portal/contract/erp-inbound';
import { erpInboundEndpoints } from '@portal/contract/erp-inbound';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { API_KEY_HEADER, issueErpKey } from '../../apps/server/src/platform/auth/api-key.ts';
import { baseUrl, type Envelope } from './api.ts';

/** A new API key of the named ERP client, issued on the portal's database as `npm run erp:key` would. */
export async function issueErpApiKey(client = 'e2e-erp'): Promise<string> {
  const handle = openDatabase(inject('databaseUrl'), 1);
  try {
    return (await issueErpKey(handle.db, client, 'e2e')).key;
  } finally {
    await handle.close();
  }
}

/** POST /api/erp/schedule/release as the ERP sends it: the release as JSON, the key in X-Api-Key. */
export async function publishRelease(
  release: ScheduleReleaseInput,
  apiKey: string,
): Promise<Envelope<ScheduleReleaseResult | null>> {
  const reply = await fetch(`${baseUrl()}/api${erpInboundEndpoints.scheduleRelease.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [API_KEY_HEADER]: apiKey },
    body: JSON.stringify(release),
  });
  return (await reply.json()) as Envelope<ScheduleReleaseResult | null>;
}

/** An order line as its latest release asks for it: who ships what where, and the quantities by date. */
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
