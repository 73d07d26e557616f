import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { DEMO_ASN_SUPPLIERS } from './demo-asns.ts';

/** The kinds in the order each demo supplier's four ASNs show them, and how much of each line is received. */
const KINDS = ['quantity', 'part', 'late', 'missing'] as const;

/**
 * One Success ASN of each discrepancy kind per demo supplier, so /asnReconciliation is not empty on the first
 * start: each ships half of a further open line (after the ones the ASN seed took) and was planned to arrive
 * five days ago. quantity: 60 % received on the planned day; part: all received on the planned day, plus a
 * line of another of the supplier's parts; late: all received today; missing: nothing received. Receipts
 * carry what the ERP's carry (price list price and code). The reconciliation triggers queue the ASNs and the
 * recomputer judges them once the portal runs. Runs after the ASN and receipt seeds.
 */
export async function seedDiscrepancyAsns(db: Queryable): Promise<void> {
  await db.execute(sql`
    with picked as (
      select d.id as detail_id, h.buyer_company_id, h.supplier_company_id, h.ship_to_plant, h.part_no,
             h.order_no, h.line_no, coalesce(h.unit, 'PC') as uom, d.request_qty,
             row_number() over (partition by h.supplier_company_id order by d.delivery_date desc, d.id) as k
        from delivery_schedule_details d
        join delivery_schedule_headers h on h.id = d.header_id
        join companies s on s.id = h.supplier_company_id
       where h.is_latest = 'Y' and d.asn_qty = 0 and s.company_code in ${DEMO_ASN_SUPPLIERS}
    ), chosen as (
      select p.*, (${sql.raw(`array[${KINDS.map((kind) => `'${kind}'`).join(', ')}]`)})[p.k] as kind,
             nextval('asn_no_seq') as seq, greatest(floor(p.request_qty / 2), 1) as qty,
             date_trunc('hour', now()) - interval '5 days' as arrival
        from picked p
       where p.k <= ${KINDS.length}
    ), headers as (
      insert into asn_headers
        (asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id, status, invoice_no,
         dispatch_time, plan_arrival_time, carrier_code, carrier_name, plate_no, ship_method, no_of_pallet,
         is_create_invoice, is_create_label, submitted_at, acked_at, created_by, updated_by)
      select 'ASN' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(c.seq::text, 6, '0'),
             c.buyer_company_id, c.ship_to_plant, c.supplier_company_id, 'Success', 'INV-' || c.seq,
             c.arrival - interval '1 day', c.arrival, 'SF', 'SF Freight', 'DEMO-' || c.seq, 'Road', 1, 'Y', 'Y',
             c.arrival - interval '1 day', c.arrival - interval '1 day', 'demo', 'demo'
        from chosen c
      returning id, asn_no
    ), details as (
      insert into asn_details (asn_header_id, schedule_detail_id, item_no, asn_qty, lot_size_qty, lot_no,
                               created_by, updated_by)
      select h.id, c.detail_id, 1, c.qty, greatest(floor(c.qty / 4), 1), 'LOT-' || c.seq, 'demo', 'demo'
        from headers h join chosen c on right(h.asn_no, 6) = lpad(c.seq::text, 6, '0')
      returning schedule_detail_id, asn_qty
    ), held as (
      update delivery_schedule_details d set asn_qty = d.asn_qty + x.asn_qty from details x
       where x.schedule_detail_id = d.id
      returning 1)
    ${receiptsSql()}`);
}

/** The receipt lines of the chosen ASNs (none for `missing`), each at its part's price list price. */
function receiptsSql() {
  return sql`,
    lines as (
      select c.*, h.id as asn_id, h.asn_no, c.order_no as gr_order, c.line_no as gr_line, c.part_no as gr_part,
             case c.kind when 'quantity' then round(c.qty * 0.6) else c.qty end as gr_qty,
             case c.kind when 'late' then current_date else (c.arrival at time zone 'Asia/Shanghai')::date end
               as gr_date
        from chosen c join headers h on right(h.asn_no, 6) = lpad(c.seq::text, 6, '0')
       where c.kind <> 'missing'
      union all
      -- the wrong part: another of the supplier's parts, on an order line the ASN does not carry
      select c.*, h.id, h.asn_no, o.order_no, o.line_no, o.part_no, 5, (c.arrival at time zone 'Asia/Shanghai')::date
        from chosen c join headers h on right(h.asn_no, 6) = lpad(c.seq::text, 6, '0')
        cross join lateral (
          select x.order_no, x.line_no, x.part_no from delivery_schedule_headers x
           where x.supplier_company_id = c.supplier_company_id and x.buyer_company_id = c.buyer_company_id
             and x.part_no <> c.part_no
           order by x.id limit 1) o
       where c.kind = 'part'
    )
    insert into goods_receipts
      (buyer_company_id, ship_to_plant_code, supplier_company_id, gr_no, gr_line_no, order_no, po_line_no,
       part_no, qty, po_uom, currency, gr_unit_price, amount, price_list_code, asn_no, asn_header_id, gr_date,
       is_write_off, content_hash, created_by, updated_by)
    select l.buyer_company_id, l.ship_to_plant, l.supplier_company_id, 'GRD' || lpad(l.seq::text, 7, '0'),
           row_number() over (partition by l.asn_id order by l.gr_part)::text, l.gr_order, l.gr_line, l.gr_part,
           l.gr_qty, l.uom, coalesce(price.currency, 'CNY'), coalesce(price.unit_price, 1),
           round(l.gr_qty * coalesce(price.unit_price, 1), 2), price.price_list_code, l.asn_no, l.asn_id,
           l.gr_date, 'N', md5('demo-discrepancy|' || l.asn_no || '|' || l.gr_part), 'ERP', 'ERP'
      from lines l
      left join lateral (
        select pp.unit_price, pp.currency, pp.price_list_code from part_prices pp
         where pp.buyer_company_id = l.buyer_company_id and pp.supplier_company_id = l.supplier_company_id
           and pp.part_no = l.gr_part
         order by (l.gr_date between pp.effective_from and coalesce(pp.effective_to, 'infinity')) desc,
                  pp.effective_from
         limit 1) price on true`;
}
