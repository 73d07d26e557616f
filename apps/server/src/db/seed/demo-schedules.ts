import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/** Order lines per active buyer-supplier relationship, and weekly releases of each (two years). */
const ORDER_LINES_PER_RELATIONSHIP = 4;
const RELEASES = 104;
const LINES_PER_RELEASE = 12;

/**
 * Two years of weekly releases for the first parts of every active relationship, set-based: older releases
 * were confirmed and shipped; the latest ones are partly confirmed, partly waiting for approval (with the
 * supplier's proposal), a few rejected, the rest New, and some released long enough ago to be overdue.
 * Runs on the empty database of the first start, after the demo parts (master data).
 */
export async function seedScheduleHistory(db: Queryable): Promise<void> {
  await db.execute(sql`
    with order_lines as (
      select p.part_no, p.part_description, p.uom, p.model, p.planner,
             p.buyer_company_id, p.supplier_company_id, pl.plant_code,
             row_number() over (partition by p.buyer_company_id, p.supplier_company_id order by p.part_no) as n,
             dense_rank() over (order by p.buyer_company_id, p.supplier_company_id) as pair
        from parts p
        join plants pl on pl.id = p.plant_id
        join buyer_supplier_relationships r
          on r.buyer_company_id = p.buyer_company_id and r.supplier_company_id = p.supplier_company_id
       where r.status = 'A'
    )
    insert into delivery_schedule_headers
      (release_no, order_no, line_no, part_no, part_desc, buyer_company_id, ship_to_plant, supplier_company_id,
       release_date, is_latest, model, planner, unit, created_by, updated_by)
    select 'R' || to_char(release.day, 'YYYYMMDD'),
           'PO' || (4500000 + pair * 100 + n),
           (n * 10)::text,
           part_no, part_description, buyer_company_id, plant_code, supplier_company_id,
           release.day,
           case when week = ${RELEASES - 1} then 'Y' else 'N' end,
           model, planner, uom, 'ERP', 'ERP'
      from order_lines
     cross join generate_series(0, ${RELEASES - 1}) week
     cross join lateral (select current_date - (${RELEASES - 1} - week) * 7 - (n % 7)::int as day) release
     where n <= ${ORDER_LINES_PER_RELATIONSHIP}`);
  await db.execute(sql`
    insert into delivery_schedule_details
      (header_id, delivery_date, schedule_type, release_status, request_qty, asn_qty, bucket, confirm_status,
       created_by, updated_by)
    select h.id, delivery.day,
           case when w < 4 then 'Firm' else 'Forecast' end,
           status.value,
           quantity.value,
           case when delivery.day < current_date and status.value = 'Confirmed' then quantity.value else 0 end,
           'WEEK',
           case status.value when 'Confirmed' then 'SATISFIED'
                             when 'Wait for Approval' then 'PARTIAL_SATISFIED'
                             when 'Rejected' then 'UN_SATISFIED' end,
           'ERP', 'ERP'
      from delivery_schedule_headers h
     cross join generate_series(0, ${LINES_PER_RELEASE - 1}) w
     cross join lateral (select h.release_date + 3 + w * 7 as day) delivery
     cross join lateral (select (50 * (2 + (h.id * 7 + w * 13) % 9))::numeric as value) quantity
     cross join lateral (select case
            when h.is_latest = 'N' or w < 2 then 'Confirmed'
            when w = 2 and h.id % 2 = 0 then 'Wait for Approval'
            when w = 3 and h.id % 5 = 0 then 'Rejected'
            else 'New' end as value) status
`);
  // the proposals behind the lines waiting for approval or rejected: all of it, two days late
  await db.execute(sql`
    insert into delivery_schedule_feedbacks (detail_id, ship_qty, eta_date, created_by, updated_by)
    select d.id, d.request_qty, d.delivery_date + 2, 'demo', 'demo'
      from delivery_schedule_details d
     where d.release_status in ('Wait for Approval', 'Rejected')`);
}
