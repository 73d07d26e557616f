import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { type Locale, render } from '../../platform/i18n/locale.ts';
import { lockAsn } from './asn-repo.ts';
import { asnMessages as messages } from './messages.ts';

type LineChange = {
  itemNo: number;
  orderNo: string;
  lineNo: string;
  deliveryDate: string;
  before: string;
  after: string | null;
};

/**
 * Moves the lines of a Draft that sit on a replaced release onto the latest release of their order line:
 * to its delivery of the same date and time, at most what that delivery may still ship (unshipped plus
 * the supplier's tolerance; no limit without one). A line without such a delivery, or with nothing left
 * there, is removed; a quantity per package above the new quantity is cleared. Answers each change.
 * Two set-based statements inside the caller's transaction.
 */
async function moveReplacedLines(db: Queryable, asnHeaderId: number, author: string): Promise<LineChange[]> {
  const planned = await db.execute<LineChange & { detailId: number; targetId: number | null }>(sql`
    select ad.id::int as "detailId", ad.item_no as "itemNo", h.order_no as "orderNo", h.line_no as "lineNo",
           od.delivery_date::text as "deliveryDate", trim_scale(ad.asn_qty)::text as before,
           nd.id::int as "targetId",
           case when nd.id is null then null
                else trim_scale(greatest(least(ad.asn_qty, coalesce(schedule_line_ship_limit(nd.request_qty,
                  o.is_over_shipped, o.is_over_shipped_tolerance, o.rate_percent) - nd.asn_qty, ad.asn_qty)), 0))::text
           end as after
      from asn_details ad
      join delivery_schedule_details od on od.id = ad.schedule_detail_id
      join delivery_schedule_headers h on h.id = od.header_id and h.is_latest = 'N'
      left join delivery_schedule_headers nh
        on nh.buyer_company_id = h.buyer_company_id and nh.order_no = h.order_no and nh.line_no = h.line_no
       and nh.is_latest = 'Y'
      left join delivery_schedule_details nd
        on nd.header_id = nh.id and nd.delivery_date = od.delivery_date
       and nd.delivery_time is not distinct from od.delivery_time
      left join over_shipment_settings o
        on o.buyer_company_id = h.buyer_company_id and o.supplier_company_id = h.supplier_company_id
     where ad.asn_header_id = ${asnHeaderId}
     order by ad.item_no`);
  // nothing left to ship there counts as no delivery: the line goes
  const rows = planned.rows.map((row) => ({ ...row, after: row.after === '0' ? null : row.after }));
  const moves = rows.flatMap(({ detailId, targetId, after }) =>
    after && targetId ? [{ id: detailId, target: targetId, qty: after }] : [],
  );
  const removed = rows.flatMap(({ detailId, after }) => (after ? [] : [detailId]));
  if (removed.length > 0)
    await db.execute(sql`delete from asn_details where id = any(${sql.param(removed)}::bigint[])`);
  if (moves.length > 0)
    await db.execute(sql`
      update asn_details ad
         set schedule_detail_id = m.target, asn_qty = m.qty,
             lot_size_qty = case when ad.lot_size_qty > m.qty then null else ad.lot_size_qty end,
             pack_qty = case when ad.lot_size_qty > m.qty then null else ad.pack_qty end,
             updated_by = ${author}, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as m(id bigint, target bigint, qty numeric)
       where ad.id = m.id`);
  return rows;
}

/** "Item 2 (PO-1/10, 2026-11-23): 100 -> 50" per changed line, in the caller's language. */
function describeChanges(changes: readonly LineChange[], locale: Locale): string {
  return changes
    .map((change) => {
      const params = { ...change, after: change.after ?? '', itemNo: String(change.itemNo) };
      if (change.after === null) return render(messages.refreshRemoved, locale, params);
      if (change.after !== change.before) return render(messages.refreshReduced, locale, params);
      return render(messages.refreshMoved, locale, params);
    })
    .join('; ');
}

/**
 * refreshDraftAsn (ours): the supplier brings a Draft whose lines a newer release replaced up to date in
 * one step. Answers what changed, line by line, for the success message.
 */
export async function refreshDraftAsn(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  id: number,
  locale: Locale,
): Promise<string> {
  return db.transaction(async (tx) => {
    const asn = await lockAsn(tx, id, scope);
    if (!asn) throw notFound(messages.asnMissing);
    if (asn.status !== 'Draft') throw conflict(messages.notDraft, { asnNo: asn.asnNo, status: asn.status });
    const changes = await moveReplacedLines(tx, asn.id, user.userCode);
    if (changes.length === 0) return render(messages.refreshNothing, locale);
    return describeChanges(changes, locale);
  });
}
