import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * Time alone makes an ASN missing (or a partial receipt final): queues the sent ASNs that became due
 * (planned arrival + their buyer's grace) since the watermark, and moves the watermark to now. The planned
 * arrival range is bounded by the largest grace, so the arrival index finds them. An instance that finds the
 * watermark locked leaves the sweep to the one holding it.
 */
export async function sweepDueAsns(db: Queryable): Promise<void> {
  await db.execute(sql`
    with mark as (select swept_until from reconciliation_sweep where id = 1 for update skip locked),
    widest as (select coalesce(max(arrival_grace_hours), 0) as hours from companies where company_type = 'B'),
    due as (
      insert into asn_reconciliation_queue (asn_header_id)
      select h.id
        from mark, widest, asn_headers h join companies c on c.id = h.buyer_company_id
       where h.plan_arrival_time > mark.swept_until - make_interval(hours => widest.hours)
         and h.plan_arrival_time <= now()
         and h.status in ('Submitted', 'Success')
         and h.plan_arrival_time + make_interval(hours => c.arrival_grace_hours) > mark.swept_until
         and h.plan_arrival_time + make_interval(hours => c.arrival_grace_hours) <= now()
       order by h.id
      on conflict (asn_header_id) do update set queued_at = excluded.queued_at
      returning 1)
    update reconciliation_sweep s set swept_until = now() from mark where s.id = 1`);
}
