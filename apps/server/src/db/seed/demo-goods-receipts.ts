import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/** Order lines per active relationship that deliveries are received against, and weeks of receipts. */
const ORDER_LINES_PER_RELATIONSHIP = 6;
const WEEKS = 78;
/** Receipts older than this many days are mostly invoiced already. */
export const INVOICED_AFTER_DAYS = 30;

/**
 * A year and a half of weekly goods receipts (about 4,500 lines), set-based: one receipt document per
 * supplier, plant and week, a line per order line (the first ones are the order lines the demo schedules
 * release), each at the price list price effective on its receipt date (the earliest price of the part
 * before any price list period began). Most receipts older than a month are invoiced, one invoice per
 * buyer, supplier, plant and month (the invoices themselves are made by the invoice seed). Their ASN numbers name deliveries from before the portal (no ASN row).
 * Runs on the empty database of the first start, after the demo parts and prices (master data).
 */
export async function seedGoodsReceipts(db: Queryable): Promise<void> {
  await db.execute(sql`
    with order_lines as (
      select p.part_no, p.uom, p.buyer_company_id, p.supplier_company_id, pl.plant_code,
             row_number() over (partition by p.buyer_company_id, p.supplier_company_id order by p.part_no) as n,
             dense_rank() over (order by p.buyer_company_id, p.supplier_company_id) as pair
        from parts p
        join plants pl on pl.id = p.plant_id
        join buyer_supplier_relationships r
          on r.buyer_company_id = p.buyer_company_id and r.supplier_company_id = p.supplier_company_id
       where r.status = 'A'
    ), receipts as (
      select o.*, w, current_date - w * 7 - (o.pair % 5)::int as gr_date
        from order_lines o
       cross join generate_series(1, ${WEEKS}::int) w
       where o.n <= ${ORDER_LINES_PER_RELATIONSHIP}::int
    ), numbered as (
      select r.*,
             dense_rank() over (order by r.gr_date, r.pair, r.plant_code) as doc,
             row_number() over (partition by r.gr_date, r.pair, r.plant_code order by r.n) as line,
             dense_rank() over (partition by r.pair order by r.plant_code) as plant_n,
             (50 * (2 + (r.n * 7 + r.w * 13 + r.pair) % 9))::numeric as qty
        from receipts r
    )
    insert into goods_receipts
      (buyer_company_id, ship_to_plant_code, supplier_company_id, gr_no, gr_line_no, order_no, po_line_no,
       part_no, qty, po_uom, currency, gr_unit_price, amount, price_list_code, asn_no, gr_date,
       is_invoiced, invoice_no, invoice_date, content_hash, created_by, updated_by)
    select x.buyer_company_id, x.plant_code, x.supplier_company_id,
           '50' || lpad(x.doc::text, 8, '0'), x.line::text,
           'PO' || (4500000 + x.pair * 100 + x.n), (x.n * 10)::text,
           x.part_no, x.qty, x.uom,
           coalesce(price.currency, 'CNY'),
           coalesce(price.unit_price, 1),
           round(x.qty * coalesce(price.unit_price, 1), 2),
           price.price_list_code,
           'ASN' || to_char(x.gr_date - 1, 'YYYYMMDD') || 'E' || lpad(x.doc::text, 5, '0'),
           x.gr_date,
           case when invoiced then 'Y' else 'N' end,
           case when invoiced
                then 'INV' || to_char(x.gr_date, 'YYMM') || lpad(x.pair::text, 3, '0') || lpad(x.plant_n::text, 2, '0')
           end,
           case when invoiced
                then least((date_trunc('month', x.gr_date) + interval '1 month 9 days')::date, current_date - 1)
           end,
           md5('demo|' || x.doc || '|' || x.line), 'ERP', 'ERP'
      from numbered x
     cross join lateral (
       select x.gr_date < current_date - ${INVOICED_AFTER_DAYS}::int and x.doc % 10 <> 0 as invoiced
     ) state
     left join lateral (
       -- the price effective on the receipt date, else the part's earliest price
       select pp.unit_price, pp.currency, pp.price_list_code
         from part_prices pp
        where pp.buyer_company_id = x.buyer_company_id
          and pp.supplier_company_id = x.supplier_company_id
          and pp.part_no = x.part_no
        order by (x.gr_date between pp.effective_from and coalesce(pp.effective_to, 'infinity')) desc,
                 pp.effective_from
        limit 1
     ) price on true`);
}

/**
 * The receipts of the demo suppliers' Success ASNs, not invoiced yet: each ASN line received in full at the
 * price list's price, named by the ASN, so each create list (AP, India, Oversea) offers ASNs to invoice
 * from the first minute. Runs after the ASN seed, before the write-off receipts.
 */
export async function seedReceiptsOfAsns(db: Queryable): Promise<void> {
  await db.execute(sql`
    with lines as (
      select a.id as asn_id, a.asn_no, a.buyer_company_id, a.supplier_company_id, a.ship_to_plant_code,
             d.item_no, d.asn_qty, h.order_no, h.line_no, h.part_no, coalesce(h.unit, 'PC') as uom,
             row_number() over (order by a.id, d.item_no) as n
        from asn_headers a
        join asn_details d on d.asn_header_id = a.id
        join delivery_schedule_details sd on sd.id = d.schedule_detail_id
        join delivery_schedule_headers h on h.id = sd.header_id
       where a.status = 'Success'
    )
    insert into goods_receipts
      (buyer_company_id, ship_to_plant_code, supplier_company_id, gr_no, gr_line_no, order_no, po_line_no,
       part_no, qty, po_uom, currency, gr_unit_price, amount, price_list_code, asn_no, asn_header_id, gr_date,
       is_write_off, content_hash, created_by, updated_by)
    select l.buyer_company_id, l.ship_to_plant_code, l.supplier_company_id, 'GRA' || lpad(l.n::text, 7, '0'),
           l.item_no::text, l.order_no, l.line_no, l.part_no, l.asn_qty, l.uom, coalesce(price.currency, 'CNY'),
           coalesce(price.unit_price, 1), round(l.asn_qty * coalesce(price.unit_price, 1), 2),
           price.price_list_code, l.asn_no, l.asn_id, current_date - 2, 'N', md5('demo-asn-receipt|' || l.n),
           'ERP', 'ERP'
      from lines l
      left join lateral (
        select pp.unit_price, pp.currency, pp.price_list_code from part_prices pp
         where pp.buyer_company_id = l.buyer_company_id and pp.supplier_company_id = l.supplier_company_id
           and pp.part_no = l.part_no
         order by (current_date - 2 between pp.effective_from and coalesce(pp.effective_to, 'infinity')) desc,
                  pp.effective_from
         limit 1) price on true`);
}

/**
 * A few write-off receipts (the ERP's isWriteOff Y): for the two newest Success ASNs of each supplier, a
 * receipt line of the ASN's first line (one piece at the price list price), not invoiced, linked to the
 * ASN so the write-off invoice screen offers it. Runs after the ASN seed.
 */
export async function seedWriteOffReceipts(db: Queryable): Promise<void> {
  await db.execute(sql`
    with chosen as (
      select a.*, row_number() over (partition by a.supplier_company_id order by a.id desc) as k
        from asn_headers a where a.status = 'Success'
    ), lines as (
      select c.id as asn_id, c.asn_no, c.buyer_company_id, c.supplier_company_id, c.ship_to_plant_code,
             sh.order_no, sh.line_no, sh.part_no, coalesce(sh.unit, 'PC') as uom,
             row_number() over (order by c.id) as n
        from chosen c
        cross join lateral (
          select h.order_no, h.line_no, h.part_no, h.unit from asn_details d
            join delivery_schedule_details sd on sd.id = d.schedule_detail_id
            join delivery_schedule_headers h on h.id = sd.header_id
           where d.asn_header_id = c.id order by d.item_no limit 1) sh
       where c.k <= 2
    )
    insert into goods_receipts
      (buyer_company_id, ship_to_plant_code, supplier_company_id, gr_no, gr_line_no, order_no, po_line_no,
       part_no, qty, po_uom, currency, gr_unit_price, amount, price_list_code, asn_no, asn_header_id, gr_date,
       is_write_off, content_hash, created_by, updated_by)
    select l.buyer_company_id, l.ship_to_plant_code, l.supplier_company_id, 'WO' || lpad(l.n::text, 8, '0'), '1',
           l.order_no, l.line_no, l.part_no, 1, l.uom, coalesce(price.currency, 'CNY'),
           coalesce(price.unit_price, 1), round(coalesce(price.unit_price, 1), 2), price.price_list_code,
           l.asn_no, l.asn_id, current_date - 3, 'Y', md5('demo-write-off|' || l.n), 'ERP', 'ERP'
      from lines l
      left join lateral (
        select pp.unit_price, pp.currency, pp.price_list_code from part_prices pp
         where pp.buyer_company_id = l.buyer_company_id and pp.supplier_company_id = l.supplier_company_id
           and pp.part_no = l.part_no
         order by (current_date - 3 between pp.effective_from and coalesce(pp.effective_to, 'infinity')) desc,
                  pp.effective_from
         limit 1) price on true`);
}
