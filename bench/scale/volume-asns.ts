// ASNs at plant volumes, set-based: a share of the bench schedule lines is shipped, grouped per buyer,
// supplier and ship-to plant in delivery-date order into ASNs of 3 or 4 lines (~3.9 on average). ASNs of past
// deliveries are mostly Success (some Failed, some Cancelled), those of coming deliveries Draft, Submitted or
// Failed. The schedule lines take the shipped quantity (the tolerance trigger passes: never over the request).
// Leaves the temporary tables bench_asn_lines and bench_asns (one row per ASN) for the receipts that follow.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../apps/server/src/db/client.ts';

/** Lines shipped, in hundredths of the schedule lines; 39 of 2 M gives ~780 k ASN lines, ~200 k ASNs. */
const SHIPPED_PERCENT = 39;

export async function stageAsns(db: Queryable): Promise<void> {
  await db.execute(sql`
    create temporary table bench_asn_lines on commit preserve rows as
    with shipped as (
      select d.id as detail_id, d.request_qty, d.delivery_date, h.buyer_company_id, h.supplier_company_id,
             h.ship_to_plant, h.order_no, h.line_no, h.part_no, coalesce(h.unit, 'PC') as unit,
             row_number() over (partition by h.buyer_company_id, h.supplier_company_id, h.ship_to_plant
                                order by d.delivery_date, d.id) as rn
        from delivery_schedule_details d
        join delivery_schedule_headers h on h.id = d.header_id
       where h.created_by = 'bench' and d.id % 100 < ${SHIPPED_PERCENT}
    ), grouped as (
      select s.*, (s.rn - 1) * 10 / 39 as grp from shipped s
    )
    select g.*, dense_rank() over (order by g.buyer_company_id, g.supplier_company_id, g.ship_to_plant, g.grp) as asn_key,
           row_number() over (partition by g.buyer_company_id, g.supplier_company_id, g.ship_to_plant, g.grp
                              order by g.delivery_date, g.detail_id) as item_no
      from grouped g`);
  await db.execute(sql`
    create temporary table bench_asns on commit preserve rows as
    select k.*, case when k.first_date > current_date - 2 then (array['Draft', 'Submitted', 'Failed'])[1 + k.asn_key % 3]
                     when k.asn_key % 50 = 0 then 'Cancelled'
                     when k.asn_key % 33 = 0 then 'Failed'
                     else 'Success' end as status,
           least(k.first_date - 3, current_date - 1) as made_on,
           'ASN' || to_char(least(k.first_date - 3, current_date - 1), 'YYYYMMDD')
             || lpad((k.asn_key + (select last_value from asn_no_seq))::text, 6, '0') as asn_no
      from (select asn_key, min(buyer_company_id) as buyer_company_id, min(supplier_company_id) as supplier_company_id,
                   min(ship_to_plant) as ship_to_plant, min(delivery_date) as first_date
              from bench_asn_lines group by asn_key) k`);
  await db.execute(sql`create unique index on bench_asn_lines (asn_key, item_no)`);
  await db.execute(sql`create unique index on bench_asns (asn_key)`);
  await db.execute(sql`analyze bench_asn_lines`);
  await db.execute(sql`analyze bench_asns`);
}

export async function insertAsns(db: Queryable): Promise<number> {
  const result = await db.execute(sql`
    insert into asn_headers
      (asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id, status, dispatch_time, plan_arrival_time,
       carrier_code, carrier_name, plate_no, net_weight, gross_weight, no_of_pallet, ship_method, ack_remarks,
       submitted_at, acked_at, created_by, created_at, updated_by, updated_at)
    select a.asn_no, a.buyer_company_id, a.ship_to_plant, a.supplier_company_id, a.status,
           (a.first_date - 1 + time '08:00') at time zone 'Asia/Shanghai',
           (a.first_date + time '08:00') at time zone 'Asia/Shanghai',
           'CR' || (a.asn_key % 12), 'Carrier ' || (a.asn_key % 12), 'PL-' || lpad((a.asn_key % 9000)::text, 4, '0'),
           (100 + a.asn_key % 900)::numeric, (120 + a.asn_key % 900)::numeric, 1 + (a.asn_key % 6)::int, 'Truck',
           case when a.status = 'Failed' then 'Order line closed in the ERP' end,
           case when a.status <> 'Draft' then (a.made_on + time '10:00') at time zone 'Asia/Shanghai' end,
           case when a.status in ('Success', 'Failed') then (a.made_on + time '10:05') at time zone 'Asia/Shanghai' end,
           'bench', (a.made_on + time '09:00') at time zone 'Asia/Shanghai',
           'bench', (a.made_on + time '10:05') at time zone 'Asia/Shanghai'
      from bench_asns a
     order by a.first_date, a.asn_key`);
  await db.execute(
    sql`select setval('asn_no_seq', (select last_value from asn_no_seq) + (select max(asn_key) from bench_asns))`,
  );
  await db.execute(sql`
    insert into asn_details
      (asn_header_id, schedule_detail_id, item_no, asn_qty, lot_size_qty, lot_no, production_date, pack_qty,
       pack_qty_per_pallet, created_by, created_at, updated_by, updated_at)
    select h.id, l.detail_id, l.item_no, l.request_qty, 100, 'L' || to_char(a.first_date - 5, 'YYMMDD'),
           a.first_date - 5, ceil(l.request_qty / 100)::int, 20, 'bench', h.created_at, 'bench', h.created_at
      from bench_asn_lines l
      join bench_asns a on a.asn_key = l.asn_key
      join asn_headers h on h.asn_no = a.asn_no`);
  await db.execute(sql`
    update delivery_schedule_details d
       set asn_qty = l.request_qty, last_despatch_asn_no = a.asn_no
      from bench_asn_lines l
      join bench_asns a on a.asn_key = l.asn_key
     where d.id = l.detail_id and a.status <> 'Cancelled'`);
  for (const table of ['asn_headers', 'asn_details', 'delivery_schedule_details']) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  return result.rowCount ?? 0;
}
