// Generates delivery schedule releases in bulk, set-based in SQL: for every active buyer-supplier pair of the
// database, `orderLines` order lines with weekly releases going back `releases` weeks, 12 delivery lines each.
// Only the newest release of an order line is the latest. Used by the schedule benchmark (2 M lines by default).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../apps/server/src/db/client.ts';
import { withoutRowAudit } from '../apps/server/src/platform/audit/bulk-writes.ts';

export interface GeneratorPlan {
  orderLinesPerPair: number;
  releasesPerLine: number;
}

const LINES_PER_RELEASE = 12;

/** The plan that gives about `targetLines` detail lines over `pairs` buyer-supplier pairs. */
export function planFor(targetLines: number, pairs: number, releasesPerLine = 104): GeneratorPlan {
  const orderLinesPerPair = Math.max(
    1,
    Math.round(targetLines / (pairs * releasesPerLine * LINES_PER_RELEASE)),
  );
  return { orderLinesPerPair, releasesPerLine };
}

export async function activePairCount(db: Queryable): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from buyer_supplier_relationships where status = 'A'`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Inserts the releases and their lines; answers how many detail lines were written. In a transaction of
 * its own with the audit triggers off: millions of generated lines are no one's changes.
 */
export function generateSchedules(db: Queryable, plan: GeneratorPlan): Promise<number> {
  return db.transaction(async (tx) => {
    await withoutRowAudit(tx);
    return writeSchedules(tx, plan);
  });
}

async function writeSchedules(db: Queryable, plan: GeneratorPlan): Promise<number> {
  await db.execute(sql`
    insert into delivery_schedule_headers
      (release_no, order_no, line_no, part_no, part_desc, buyer_company_id, ship_to_plant, supplier_company_id,
       release_date, is_latest, model, planner, unit, created_by, updated_by)
    select 'BR' || lpad(r::text, 4, '0'),
           'BPO-' || rel.id || '-' || lpad(l::text, 5, '0'),
           '10',
           'BP-' || s.company_code || '-' || lpad(l::text, 5, '0'),
           'Bench part ' || l,
           rel.buyer_company_id,
           (select plant_code from plants where company_id = rel.buyer_company_id order by plant_code limit 1),
           rel.supplier_company_id,
           current_date - (${plan.releasesPerLine} - 1 - r) * 7,
           case when r = ${plan.releasesPerLine} - 1 then 'Y' else 'N' end,
           'Model ' || (l % 7),
           'Planner ' || (l % 5),
           'PC', 'bench', 'bench'
      from buyer_supplier_relationships rel
      join companies s on s.id = rel.supplier_company_id
      cross join generate_series(1, ${plan.orderLinesPerPair}) l
      cross join generate_series(0, ${plan.releasesPerLine} - 1) r
     where rel.status = 'A'`);
  const result = await db.execute(sql`
    insert into delivery_schedule_details
      (header_id, delivery_date, schedule_type, release_status, request_qty, confirm_status, created_by, updated_by)
    select h.id,
           h.release_date + (w + 1) * 7,
           case when w < 4 then 'Firm' else 'Forecast' end,
           case when h.is_latest = 'N' then 'Confirmed'
                when (h.id + w) % 10 < 6 then 'New'
                when (h.id + w) % 10 < 8 then 'Wait for Approval'
                else 'Confirmed' end,
           (50 + (h.id * 7 + w * 13) % 450)::numeric,
           case when h.is_latest = 'N' or (h.id + w) % 10 >= 8 then 'SATISFIED' end,
           'bench', 'bench'
      from delivery_schedule_headers h
      cross join generate_series(0, ${LINES_PER_RELEASE - 1}) w
     where h.created_by = 'bench'`);
  await db.execute(sql`analyze delivery_schedule_headers`);
  await db.execute(sql`analyze delivery_schedule_details`);
  return result.rowCount ?? 0;
}
