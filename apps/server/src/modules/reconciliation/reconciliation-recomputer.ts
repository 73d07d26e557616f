import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import type { Recomputer } from '../../platform/workers/recompute-queue.ts';
import { alertNewFindings, type NewFinding } from './discrepancy-alerts.ts';
import { findingsSql } from './judge-sql.ts';
import { sweepDueAsns } from './sweep.ts';

/** a new finding, or only the count of claimed ASNs when there is none (the left join keeps one row) */
type FindingRow = { [K in keyof NewFinding]: NewFinding[K] | null } & { taken: number };

const isFinding = (row: FindingRow): row is FindingRow & NewFinding => row.asnHeaderId !== null;

/**
 * Claims queued ASNs, judges them set-based and keeps asn_discrepancies: a finding that holds is inserted
 * or refreshed (a resolved one found again is reopened with a new found_at), one that no longer holds is
 * resolved. Answers the new findings (found in this transaction) so they can be alerted.
 */
async function judgeClaimed(
  db: Queryable,
  batchSize: number,
): Promise<{ taken: number; fresh: NewFinding[] }> {
  // claimed in a statement of its own: the judging statement's snapshot then holds every write that
  // queued these ASNs (a writer queuing one the worker holds waits for the worker, recompute-queue.ts)
  const claimedRows = await db.execute<{ id: string }>(sql`
    delete from asn_reconciliation_queue q
     where q.asn_header_id in (
       select asn_header_id from asn_reconciliation_queue order by asn_header_id
        limit ${batchSize} for update skip locked)
    returning q.asn_header_id as id`);
  const ids = claimedRows.rows.map((row) => row.id);
  if (ids.length === 0) return { taken: 0, fresh: [] };
  const result = await db.execute<FindingRow>(sql`
    with claimed as (select unnest(${sql.param(ids)}::bigint[]) as id),
    ${findingsSql()},
    kept as (
      insert into asn_discrepancies as x
        (asn_header_id, kind, buyer_company_id, supplier_company_id, shipped_qty, received_qty, line_count, late_days)
      select id, kind, buyer_company_id, supplier_company_id, shipped, received, line_count, late_days from findings
      on conflict (asn_header_id, kind) do update
         set shipped_qty = excluded.shipped_qty, received_qty = excluded.received_qty,
             line_count = excluded.line_count, late_days = excluded.late_days, judged_at = now(),
             found_at = case when x.resolved_at is null then x.found_at else now() end, resolved_at = null
      returning x.asn_header_id, x.kind, x.found_at = now() as fresh, x.shipped_qty, x.received_qty),
    resolved as (
      update asn_discrepancies x set resolved_at = now(), judged_at = now()
       where x.asn_header_id in (select id from claimed) and x.resolved_at is null
         and not exists (select 1 from findings f where f.id = x.asn_header_id and f.kind = x.kind)
      returning 1)
    select (select count(*) from claimed)::int as taken, k.asn_header_id as "asnHeaderId", k.kind,
           h.asn_no as "asnNo", h.buyer_company_id as "buyerCompanyId",
           h.supplier_company_id as "supplierCompanyId", k.shipped_qty::text as "shippedQty",
           k.received_qty::text as "receivedQty", (select count(*) from resolved)::int as resolved_count
      from (select 1) one
      left join kept k on k.fresh
      left join asn_headers h on h.id = k.asn_header_id`);
  const taken = result.rows[0]?.taken ?? 0;
  return { taken, fresh: result.rows.filter(isFinding) };
}

/** The `reconciliation` figures: ASN-to-receipt discrepancies (see judge-sql.ts for the rules). */
export const reconciliationRecomputer: Recomputer = {
  name: 'reconciliation',
  drainBatch: (db: Database, batchSize: number) =>
    db.transaction(async (tx) => {
      await sweepDueAsns(tx);
      const { taken, fresh } = await judgeClaimed(tx, batchSize);
      await alertNewFindings(tx, fresh);
      return taken;
    }),
};
