import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { DEMO_ASN_SUPPLIERS } from './demo-asns.ts';
import { INVOICED_AFTER_DAYS } from './demo-goods-receipts.ts';

/** Days of past deliveries: a year, so the dashboard's 12-month trend has a point in every month. */
const HISTORY_DAYS = 365;
/** The newest past delivery is due this many days ago: its receipt, even the latest (5 days), is not ahead. */
const NEWEST_DUE_DAYS_AGO = 5;

/**
 * Days from a schedule line's delivery date to its receipt, one profile per demo ASN supplier (in the order
 * of DEMO_ASN_SUPPLIERS), drawn per line by a hash: the first supplier delivers mostly inside the buyer's
 * on-time window (2 days early to the day) and misses about one line in seven; the second misses more
 * than half, mostly late, so the buyer's ranking has a clearly worse supplier.
 */
const ARRIVAL_OFFSETS = [
  [0, 0, -1, 0, -1, 0, 0, -2, 0, 1, 0, -1, 0, 0, -3, 0, 0, -1, 0, 0],
  [0, 1, 0, 2, -1, 3, 1, 0, 4, 0, 5, -1, 2, 0, 1, -3, 0, 1, 0, 2],
];
/** One receipt in this many falls 10 % short of the ASN, per profile (the quantity-accuracy misses). */
const SHORT_ONE_IN = [40, 6];

const intArray = (values: number[]) => sql.raw(`array[${values.join(', ')}]`);
const offsetMatrix = sql.raw(`array[${ARRIVAL_OFFSETS.map((row) => `array[${row.join(', ')}]`).join(', ')}]`);

/**
 * A year of past deliveries of the demo ASN suppliers through the portal, set-based, so on-time delivery
 * and quantity accuracy have a history: for each order line and week, a Success ASN shipping in full the
 * first line of that week's (superseded) release, which the schedule seed left Confirmed with its quantity
 * shipped (so the line's asn_qty is exactly its ASN lines' sum), and its goods receipt on the day the
 * profile gives. The ASN announced that day (planned arrival = receipt day), so lateness shows against the
 * schedule in on-time delivery, not as reconciliation discrepancies; a short receipt is a quantity
 * discrepancy. Receipts older than a month are invoiced on the month's invoice of their buyer, supplier and
 * plant, as the receipt seed does, so the create-invoice lists offer only the last month's beside the
 * current ASNs. The ASNs were made when they were sent, so they list after the current ones (and have higher
 * ids than every other demo ASN); they have no gate entry.
 * Runs after the schedule, ASN, receipt and gate-entry seeds, before the invoice seed.
 */
export async function seedPastDeliveries(db: Queryable): Promise<void> {
  await db.execute(sql`
    with picked as (
      select d.id as detail_id, d.request_qty, d.delivery_date, h.buyer_company_id, h.supplier_company_id,
             h.ship_to_plant, h.order_no, h.line_no, h.part_no, coalesce(h.unit, 'PC') as uom,
             coalesce(b.time_zone, 'Asia/Shanghai') as tz,
             array_position(array[${sql.join(DEMO_ASN_SUPPLIERS, sql`, `)}]::text[], s.company_code) as profile,
             abs(hashtext('demo-past|' || d.id)) as draw
        from delivery_schedule_details d
        join delivery_schedule_headers h on h.id = d.header_id
        join companies s on s.id = h.supplier_company_id
        join companies b on b.id = h.buyer_company_id
       where h.is_latest = 'N' and d.delivery_date = h.release_date + 3
         and d.delivery_date between current_date - ${HISTORY_DAYS}::int and current_date - ${NEWEST_DUE_DAYS_AGO}::int
         and d.release_status = 'Confirmed' and d.asn_qty = d.request_qty
         and s.company_code in ${DEMO_ASN_SUPPLIERS}
    ), chosen as (
      select p.*, nextval('asn_no_seq') as seq,
             p.delivery_date + (${offsetMatrix})[p.profile][1 + p.draw % ${sql.raw(String(ARRIVAL_OFFSETS[0]?.length ?? 1))}] as gr_date,
             case when (p.draw / 100) % (${intArray(SHORT_ONE_IN)})[p.profile] = 0
                  then round(p.request_qty * 0.9) else p.request_qty end as received
        from picked p
    ), timed as (
      select c.*, ((c.gr_date - 1) + time '08:00') at time zone c.tz as dispatch,
             (c.gr_date + time '09:30') at time zone c.tz as arrival
        from chosen c
    ), headers as (
      insert into asn_headers
        (asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id, status, invoice_no,
         dispatch_time, plan_arrival_time, carrier_code, carrier_name, plate_no, ship_method, no_of_pallet,
         is_create_invoice, is_create_label, submitted_at, acked_at, created_at, updated_at, created_by, updated_by)
      select 'ASN' || to_char(t.dispatch at time zone t.tz, 'YYYYMMDD') || lpad(t.seq::text, 6, '0'),
             t.buyer_company_id, t.ship_to_plant, t.supplier_company_id, 'Success', 'INV-' || t.seq,
             t.dispatch, t.arrival, 'SF', 'SF Freight', 'DEMO-' || t.seq, 'Road', 1, 'Y', 'Y',
             t.dispatch - interval '2 hours', t.dispatch - interval '110 minutes',
             t.dispatch - interval '3 hours', t.dispatch - interval '110 minutes', 'demo', 'demo'
        from timed t
      returning id, asn_no
    ), details as (
      insert into asn_details (asn_header_id, schedule_detail_id, item_no, asn_qty, lot_size_qty, lot_no,
                               created_by, updated_by)
      select h.id, t.detail_id, 1, t.request_qty, greatest(floor(t.request_qty / 4), 1), 'LOT-' || t.seq,
             'demo', 'demo'
        from headers h join timed t on right(h.asn_no, 6) = lpad(t.seq::text, 6, '0')
      returning 1
    )
    ${receiptsSql()}`);
}

/** The receipt of each past ASN, at the price list price of its day, invoiced when old enough. */
function receiptsSql() {
  return sql`
    insert into goods_receipts
      (buyer_company_id, ship_to_plant_code, supplier_company_id, gr_no, gr_line_no, order_no, po_line_no,
       part_no, qty, po_uom, currency, gr_unit_price, amount, price_list_code, asn_no, asn_header_id, gr_date,
       is_write_off, is_invoiced, invoice_no, invoice_date, content_hash, created_by, updated_by)
    select t.buyer_company_id, t.ship_to_plant, t.supplier_company_id, 'GRP' || lpad(t.seq::text, 7, '0'), '1',
           t.order_no, t.line_no, t.part_no, t.received, t.uom, coalesce(price.currency, 'CNY'),
           coalesce(price.unit_price, 1), round(t.received * coalesce(price.unit_price, 1), 2),
           price.price_list_code, h.asn_no, h.id, t.gr_date, 'N',
           case when invoice.invoice_no is null then 'N' else 'Y' end, invoice.invoice_no, invoice.invoice_date,
           md5('demo-past-delivery|' || h.asn_no), 'ERP', 'ERP'
      from headers h
      join timed t on right(h.asn_no, 6) = lpad(t.seq::text, 6, '0')
      left join lateral (
        select pp.unit_price, pp.currency, pp.price_list_code from part_prices pp
         where pp.buyer_company_id = t.buyer_company_id and pp.supplier_company_id = t.supplier_company_id
           and pp.part_no = t.part_no
         order by (t.gr_date between pp.effective_from and coalesce(pp.effective_to, 'infinity')) desc,
                  pp.effective_from
         limit 1) price on true
      left join lateral (
        -- the month's invoice the receipt seed gave the buyer, supplier and plant
        select g.invoice_no, g.invoice_date from goods_receipts g
         where g.buyer_company_id = t.buyer_company_id and g.supplier_company_id = t.supplier_company_id
           and g.ship_to_plant_code = t.ship_to_plant and g.is_invoiced = 'Y'
           and date_trunc('month', g.gr_date) = date_trunc('month', t.gr_date)
         order by g.invoice_no
         limit 1) invoice on t.gr_date < current_date - ${INVOICED_AFTER_DAYS}::int`;
}
