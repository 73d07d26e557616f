import type { InvoicePayment } from '@portal/contract/erp-inbound';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { SimulatedOrderLine } from './next-release.ts';

type Row = {
  buyer_code: string;
  order_no: string;
  line_no: string;
  part_no: string;
  ship_to_plant: string;
  supplier_code: string;
  model: string | null;
  planner: string | null;
  lot_size: string | null;
  previous: Array<{ d: string; q: string }> | null;
};

/**
 * Order lines for the next simulated release: a random sample of latest releases of active buyer-supplier
 * pairs, with the part's package size and the latest quantities by date.
 */
export async function sampleOrderLines(db: Queryable, count: number): Promise<SimulatedOrderLine[]> {
  const result = await db.execute<Row>(sql`
    select b.company_code as buyer_code, h.order_no, h.line_no, h.part_no, h.ship_to_plant,
           s.company_code as supplier_code, h.model, h.planner,
           (select p.lot_size_qty::text from parts p join plants pl on pl.id = p.plant_id
             where pl.company_id = h.buyer_company_id and pl.plant_code = h.ship_to_plant
               and p.part_no = h.part_no and p.supplier_company_id = h.supplier_company_id) as lot_size,
           (select json_agg(json_build_object('d', d.delivery_date::text, 'q', d.request_qty::text))
              from delivery_schedule_details d where d.header_id = h.id) as previous
      from delivery_schedule_headers h
      join companies b on b.id = h.buyer_company_id
      join companies s on s.id = h.supplier_company_id
      join buyer_supplier_relationships r
        on r.buyer_company_id = h.buyer_company_id and r.supplier_company_id = h.supplier_company_id
     where h.is_latest = 'Y' and r.status = 'A'
     order by random()
     limit ${count}`);
  return result.rows.map((row) => ({
    buyerCompanyCode: row.buyer_code,
    orderNo: row.order_no,
    lineNo: row.line_no,
    partNo: row.part_no,
    shipToPlant: row.ship_to_plant,
    supplierCode: row.supplier_code,
    model: row.model,
    planner: row.planner,
    lotSize: Math.max(1, Math.round(Number(row.lot_size ?? 10))),
    previous: new Map((row.previous ?? []).map((entry) => [entry.d, Number(entry.q)])),
  }));
}

/** How long after posting the simulated ERP pays an invoice. */
export const PAYMENT_DELAY_MINUTES = 5;

/**
 * Posted invoices the simulated ERP pays now: posted in the last day and at least `PAYMENT_DELAY_MINUTES`
 * ago (the demo's older Posted invoices stay as they are), paid today, or on their invoice date when that
 * lies ahead; a few per round.
 */
export async function invoicesToPay(db: Queryable, today: string, limit = 10): Promise<InvoicePayment[]> {
  const result = await db.execute<InvoicePayment>(sql`
    select b.company_code as "buyerCompanyCode", s.company_code as "supplierCode", h.invoice_no as "invoiceNo",
           greatest(${today}::date, coalesce(h.invoice_date, ${today}::date))::text as "paymentDate"
      from invoice_headers h
      join companies b on b.id = h.buyer_company_id
      join companies s on s.id = h.supplier_company_id
     where h.status = 'Posted' and h.posting_at > now() - interval '1 day'
       and h.posting_at <= now() - make_interval(mins => ${PAYMENT_DELAY_MINUTES})
     order by h.posting_at
     limit ${limit}`);
  return result.rows;
}
