import type { GoodsReceiptInput } from '@portal/contract/erp-inbound';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

type Row = {
  buyer_code: string;
  supplier_code: string;
  ship_to_plant: string;
  order_no: string;
  line_no: string;
  part_no: string;
  qty: string;
  unit_price: string;
  currency: string;
  price_list_code: string;
  asn_no: string | null;
};

/**
 * What arrived at one plant today: up to `lines` order lines of one random active supplier and plant whose
 * latest release asks for a delivery within two weeks of today, each received in the quantity of that
 * delivery at the price list price effective today (lines without one are not received). The newest
 * successful ASN of that supplier and plant that has no receipt yet is named, when there is one.
 */
async function sampleArrivals(db: Queryable, lines: number): Promise<Row[]> {
  const result = await db.execute<Row>(sql`
    with due as (
      select distinct on (h.id) h.buyer_company_id, h.supplier_company_id, h.ship_to_plant,
             h.order_no, h.line_no, h.part_no, d.request_qty
        from delivery_schedule_headers h
        join delivery_schedule_details d on d.header_id = h.id
        join buyer_supplier_relationships r
          on r.buyer_company_id = h.buyer_company_id and r.supplier_company_id = h.supplier_company_id
       where h.is_latest = 'Y' and r.status = 'A' and d.request_qty > 0
         and d.delivery_date between current_date - 14 and current_date + 14
       order by h.id, abs(d.delivery_date - current_date)
    ), priced as (
      select due.*, price.unit_price, price.currency, price.price_list_code
        from due
        join lateral (
          select pp.unit_price, pp.currency, pp.price_list_code from part_prices pp
           where pp.buyer_company_id = due.buyer_company_id and pp.supplier_company_id = due.supplier_company_id
             and pp.part_no = due.part_no
             and current_date between pp.effective_from and coalesce(pp.effective_to, 'infinity')
           limit 1) price on true
    ), pick as (
      select buyer_company_id, supplier_company_id, ship_to_plant from priced order by random() limit 1
    )
    select b.company_code as buyer_code, s.company_code as supplier_code, p.ship_to_plant,
           p.order_no, p.line_no, p.part_no, trim_scale(p.request_qty)::text as qty,
           trim_scale(p.unit_price)::text as unit_price, p.currency, p.price_list_code,
           (select a.asn_no from asn_headers a
             where a.buyer_company_id = p.buyer_company_id and a.supplier_company_id = p.supplier_company_id
               and a.ship_to_plant_code = p.ship_to_plant and a.status = 'Success'
               and not exists (select 1 from goods_receipts g where g.asn_header_id = a.id)
             order by a.id desc limit 1) as asn_no
      from priced p
      join pick using (buyer_company_id, supplier_company_id, ship_to_plant)
      join companies b on b.id = p.buyer_company_id
      join companies s on s.id = p.supplier_company_id
     order by p.order_no, p.line_no
     limit ${lines}::int`);
  return result.rows;
}

/** The ERP's goods receipt of today's arrivals at one plant, or null when nothing is due anywhere. */
export async function nextGoodsReceipt(
  db: Queryable,
  grNo: string,
  grDate: string,
  lines = 3,
): Promise<GoodsReceiptInput | null> {
  const rows = await sampleArrivals(db, lines);
  const [first] = rows;
  if (!first) return null;
  return {
    grNo,
    grDate,
    buyerCompanyCode: first.buyer_code,
    shipToPlant: first.ship_to_plant,
    supplierCode: first.supplier_code,
    ...(first.asn_no ? { asnNo: first.asn_no } : {}),
    lines: rows.map((row, index) => ({
      grLineNo: String(index + 1),
      orderNo: row.order_no,
      poLineNo: row.line_no,
      partNo: row.part_no,
      qty: row.qty,
      currency: row.currency,
      grUnitPrice: row.unit_price,
      priceListCode: row.price_list_code,
    })),
  };
}
