import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/** Demo suppliers whose ASNs show every status, and the order the statuses are given in. */
export const DEMO_ASN_SUPPLIERS = ['S100101', 'S100105'];
const STATUSES = ['Draft', 'Submitted', 'Success', 'Failed', 'Cancelled', 'Success', 'Success', 'Success'];

/**
 * ASNs of the demo suppliers in every status, set-based: each ships half of one upcoming open line of a
 * latest release; Submitted, Success and Failed ASNs hold their quantity on the schedule line (Draft and
 * Cancelled hold none), exactly as the ASN calls would have left them. The Submitted one waits for an ERP
 * answer that never comes (no outbox message), so the status stays visible. Runs after the schedules.
 */
export async function seedDemoAsns(db: Queryable): Promise<void> {
  await db.execute(sql`
    with picked as (
      select d.id as detail_id, h.buyer_company_id, h.supplier_company_id, h.ship_to_plant, h.part_no,
             d.request_qty, d.delivery_date,
             row_number() over (partition by h.supplier_company_id order by d.delivery_date, d.id) as k
        from delivery_schedule_details d
        join delivery_schedule_headers h on h.id = d.header_id
        join companies s on s.id = h.supplier_company_id
       where h.is_latest = 'Y' and d.asn_qty = 0 and d.delivery_date >= current_date
         and s.company_code in ${DEMO_ASN_SUPPLIERS}
    ), chosen as (
      select p.*, (${sql.raw(`array[${STATUSES.map((status) => `'${status}'`).join(', ')}]`)})[p.k] as status, nextval('asn_no_seq') as seq,
             floor(p.request_qty / 2) as qty
        from picked p
       where p.k <= ${STATUSES.length}
    ), headers as (
      insert into asn_headers
        (asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id, status, invoice_no,
         dispatch_time, plan_arrival_time, carrier_code, carrier_name, plate_no, ship_method, no_of_pallet,
         is_create_invoice, is_create_label, ack_remarks, submitted_at, acked_at, created_by, updated_by)
      select 'ASN' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(c.seq::text, 6, '0'),
             c.buyer_company_id, c.ship_to_plant, c.supplier_company_id, c.status, 'INV-' || c.seq,
             (c.delivery_date - 1) + time '08:00', (c.delivery_date) + time '09:30',
             'SF', 'SF Freight', 'DEMO-' || c.seq, 'Road', 1, 'Y', 'Y',
             case when c.status = 'Failed'
                  then 'Item 1: part ' || c.part_no || ' is not active for plant ' || c.ship_to_plant end,
             case when c.status <> 'Draft' then now() end,
             case when c.status in ('Success', 'Failed', 'Cancelled') then now() end,
             'demo', 'demo'
        from chosen c
      returning id, asn_no
    )
    insert into asn_details (asn_header_id, schedule_detail_id, item_no, asn_qty, lot_size_qty, lot_no,
                             created_by, updated_by)
    select h.id, c.detail_id, 1, c.qty, greatest(floor(c.qty / 4), 1), 'LOT-' || c.seq, 'demo', 'demo'
      from headers h
      join chosen c on right(h.asn_no, 6) = lpad(c.seq::text, 6, '0')`);
  await db.execute(sql`
    update delivery_schedule_details d
       set asn_qty = d.asn_qty + a.asn_qty, last_despatch_asn_no = h.asn_no
      from asn_details a
      join asn_headers h on h.id = a.asn_header_id
     where a.schedule_detail_id = d.id and h.status in ('Submitted', 'Success', 'Failed')`);
}
