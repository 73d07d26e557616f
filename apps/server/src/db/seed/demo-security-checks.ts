import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/** Gate entries of the demo: at most this many, for the newest ASNs a gate may check in. */
const DEMO_GATE_ENTRIES = 400;

// no driver shares a name with a demo account: the authorization matrix reads another supplier's user names
// in a reply as a leak
const DRIVERS = [
  'Wang Wei',
  'Li Qiang',
  'Zhang Min',
  'Somchai K.',
  'Niran P.',
  'Chen Hao',
  'Liu Yang',
  'Anan S.',
];

/**
 * Gate entries for whatever sent ASNs (Submitted, Success) the demo holds when it runs, set-based: the
 * truck arrives at the planned arrival (else the dispatch, else when the ASN was made) and leaves 20 to 110
 * minutes later, except the newest few still at the gate; certificates and licences mostly shown; the
 * items are the ASN's lines. Runs after the ASN seed; an ASN already checked in is left alone.
 */
export async function seedSecurityChecks(db: Queryable): Promise<void> {
  const drivers = sql.raw(`array[${DRIVERS.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ')}]`);
  await db.execute(sql`
    with chosen as (
      select a.id, a.asn_no, a.buyer_company_id, a.ship_to_plant_code, a.supplier_company_id, a.plate_no,
             coalesce(b.time_zone, 'Asia/Shanghai') as tz,
             coalesce(a.plan_arrival_time, a.dispatch_time, a.created_at) as arrival,
             left(coalesce(p.address, b.address), 300) as address,
             row_number() over (order by a.id desc) as n
        from asn_headers a
        join companies b on b.id = a.buyer_company_id
        left join plants p on p.company_id = a.buyer_company_id and p.plant_code = a.ship_to_plant_code
       where a.status in ('Submitted', 'Success')
         and not exists (select 1 from security_checks s where s.asn_header_id = a.id)
       order by a.id desc
       limit ${DEMO_GATE_ENTRIES}
    )
    insert into security_checks
      (gate_entry_sr_no, asn_header_id, asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id,
       name_of_driver, vehicle_no, sc_date, time_in, time_out, security_gr_no, pollution_control_crt,
       driver_license, remarks, address_of_company, created_by, updated_by)
    select 'GE' || to_char(arrival at time zone tz, 'YYYYMMDD') || lpad(nextval('gate_entry_no_seq')::text, 6, '0'),
           id, asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id,
           (${drivers})[1 + (id % ${DRIVERS.length})],
           coalesce(plate_no, 'TRK-' || lpad((id % 9000 + 1000)::text, 4, '0')),
           (arrival at time zone tz)::date,
           date_trunc('minute', arrival),
           case when n > 5 then date_trunc('minute', arrival) + ((20 + id % 91) || ' minutes')::interval end,
           'SGR' || lpad(id::text, 7, '0'),
           case when id % 10 = 0 then 'N' else 'Y' end,
           case when id % 17 = 0 then 'N' else 'Y' end,
           case when id % 7 = 0 then 'Seals checked, one pallet re-wrapped at the gate' end,
           address, 'gate', 'gate'
      from chosen`);
  await db.execute(sql`
    insert into security_check_items (security_check_id, line_no, order_no, part_no, part_desc, qty, created_by, updated_by)
    select s.id, row_number() over (partition by s.id order by d.item_no), h.order_no, h.part_no, h.part_desc,
           d.asn_qty, 'gate', 'gate'
      from security_checks s
      join asn_details d on d.asn_header_id = s.asn_header_id
      join delivery_schedule_details l on l.id = d.schedule_detail_id
      join delivery_schedule_headers h on h.id = l.header_id
     where not exists (select 1 from security_check_items i where i.security_check_id = s.id)`);
}
