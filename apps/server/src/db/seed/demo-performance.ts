import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/**
 * The demo's documents are written as they stand today, not step by step, so the first answers supplier
 * performance reads (docs/kpis.md) are given here, spread over each document's own dates with some misses:
 * releases arrive on their release date, lines are answered 4 to 52 hours later, one ASN in four that the
 * ERP accepted had failed first (drawn by a hash of its id, so it falls on every supplier and buyer),
 * one invoice in seven failed its first match. On-time delivery and posted-to-paid need no first answer:
 * they read the past deliveries' receipts (demo-past-deliveries.ts) and the payment dates the invoice seed
 * gave.
 */
export async function seedPerformanceHistory(db: Queryable): Promise<void> {
  await db.execute(sql`
    update delivery_schedule_headers h
       set received_at = (h.release_date + time '07:30') at time zone coalesce(b.time_zone, 'Asia/Shanghai')
      from companies b
     where b.id = h.buyer_company_id`);
  await db.execute(sql`
    update delivery_schedule_details d
       set answered_at = h.received_at + make_interval(hours => 4 + (d.id % 9)::int * 6)
      from delivery_schedule_headers h
     where h.id = d.header_id and d.release_status <> 'New'`);
  await db.execute(sql`
    update asn_headers
       set first_ack_status = case when status = 'Failed' or (status = 'Success' and abs(hashtext('demo-ack|' || id)) % 4 = 0) then 'Failed'
                                   else 'Success' end,
           first_acked_at = coalesce(acked_at, submitted_at, plan_arrival_time - interval '1 day', created_at)
     where status in ('Success', 'Failed', 'Cancelled')`);
  await db.execute(sql`
    update invoice_headers
       set first_match_status = case when id % 7 = 0 then 'Failed' else first_match_status end,
           first_matched_at = coalesce(submitted_at, invoice_date::timestamptz)
     where first_match_status is not null`);
}
