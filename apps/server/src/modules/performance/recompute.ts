import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Recomputer } from '../../platform/workers/recompute-queue.ts';
import { allKpiDocuments } from './kpi-documents.ts';

/** a queued key as node-postgres reads it (bigint as text) */
type Bucket = { buyer: string; supplier: string; day: string };

/**
 * Claims queued buckets (FOR UPDATE SKIP LOCKED), recomputes them from their documents set-based and
 * removes them from the queue, in one transaction: a bucket with no documents left loses its row.
 */
async function drainBatch(db: Database, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<Bucket>(sql`
      select buyer_company_id as buyer, supplier_company_id as supplier, day::text as day
        from performance_dirty
       order by buyer_company_id, supplier_company_id, day
       limit ${batchSize}
         for update skip locked`);
    const buckets = claimed.rows;
    if (buckets.length === 0) return 0;
    const keys = sql`keys as (
      select * from unnest(${sql.param(buckets.map((b) => b.buyer))}::bigint[],
                           ${sql.param(buckets.map((b) => b.supplier))}::bigint[],
                           ${sql.param(buckets.map((b) => b.day))}::date[]) as k(buyer, supplier, day))`;
    await tx.execute(sql`
      with ${keys}
      delete from performance_daily p using keys k
       where p.buyer_company_id = k.buyer and p.supplier_company_id = k.supplier and p.day = k.day`);
    await tx.execute(sql`
      with ${keys}
      insert into performance_daily (buyer_company_id, supplier_company_id, day,
        on_time_hits, on_time_total, quantity_hits, quantity_total,
        confirm_lead_hits, confirm_lead_total, confirm_lead_hours_sum,
        asn_success_hits, asn_success_total, first_match_hits, first_match_total,
        posted_cycle_total, posted_cycle_days_sum, paid_cycle_total, paid_cycle_days_sum)
      select buyer, supplier, day,
        count(*) filter (where kpi = 'onTime' and hit), count(*) filter (where kpi = 'onTime'),
        count(*) filter (where kpi = 'quantity' and hit), count(*) filter (where kpi = 'quantity'),
        count(*) filter (where kpi = 'confirmLead' and hit), count(*) filter (where kpi = 'confirmLead'),
        coalesce(sum(measure) filter (where kpi = 'confirmLead'), 0),
        count(*) filter (where kpi = 'asnSuccess' and hit), count(*) filter (where kpi = 'asnSuccess'),
        count(*) filter (where kpi = 'firstMatch' and hit), count(*) filter (where kpi = 'firstMatch'),
        count(*) filter (where kpi = 'postedCycle'), coalesce(sum(measure) filter (where kpi = 'postedCycle'), 0),
        count(*) filter (where kpi = 'paidCycle'), coalesce(sum(measure) filter (where kpi = 'paidCycle'), 0)
        from (${allKpiDocuments()}) docs
       group by buyer, supplier, day`);
    await tx.execute(sql`
      with ${keys}
      delete from performance_dirty q using keys k
       where q.buyer_company_id = k.buyer and q.supplier_company_id = k.supplier and q.day = k.day`);
    return buckets.length;
  });
}

/** Supplier performance per buyer company, supplier and day (docs/kpis.md). */
export const performanceRecomputer: Recomputer = { name: 'performance', drainBatch };
