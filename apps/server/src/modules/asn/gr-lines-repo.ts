import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { anyOf } from '../../platform/db/any-of.ts';

/** A chosen goods receipt and the schedule lines an ASN of it may ship on (none when its order line has none open). */
export type ReceiptToShip = {
  grId: number;
  grNo: string;
  grLineNo: string;
  orderNo: string;
  poLineNo: string;
  qty: string;
  /** the portal's ASN the receipt already names, if any */
  asnNo: string | null;
  /** the open schedule lines of its order line in the latest release, earliest delivery first */
  openLineIds: number[];
};

function receiptScope(scope: DataScope) {
  if (scope.kind === 'supplier') return sql`g.supplier_company_id = ${scope.supplierCompanyId}`;
  const buyers = scope.buyerCompanyIds.length > 0 ? scope.buyerCompanyIds : [-1];
  const plants = scope.plantCodes
    ? sql` and ${anyOf(sql`g.ship_to_plant_code`, scope.plantCodes, 'text')}`
    : sql``;
  return sql`g.buyer_company_id = any(${`{${buyers.join(',')}}`}::bigint[])${plants}`;
}

/**
 * The caller's goods receipts among `ids`, each with the schedule lines its quantity may be shipped on: of
 * the latest release of the receipt's order line (same buyer, supplier, plant and part), the deliveries with
 * quantity left to ship, earliest first. One statement for the whole selection (the latest-release index
 * per order line).
 */
export async function receiptsToShip(
  db: Queryable,
  ids: readonly number[],
  scope: DataScope,
): Promise<ReceiptToShip[]> {
  const result = await db.execute<ReceiptToShip>(sql`
    select g.id as "grId", g.gr_no as "grNo", g.gr_line_no as "grLineNo", g.order_no as "orderNo",
           g.po_line_no as "poLineNo", g.qty::text as qty, a.asn_no as "asnNo",
           coalesce(open.ids, '{}') as "openLineIds"
      from goods_receipts g
      left join asn_headers a on a.id = g.asn_header_id
      left join lateral (
        select array_agg(d.id order by d.delivery_date, d.delivery_time, d.id) as ids
          from delivery_schedule_headers h
          join delivery_schedule_details d on d.header_id = h.id
         where h.buyer_company_id = g.buyer_company_id and h.order_no = g.order_no
           and h.line_no = g.po_line_no and h.is_latest = 'Y'
           and h.supplier_company_id = g.supplier_company_id and h.ship_to_plant = g.ship_to_plant_code
           and h.part_no = g.part_no and d.unshipped_qty > 0
      ) open on true
     where g.id = any(${`{${ids.join(',')}}`}::bigint[]) and ${receiptScope(scope)}
     order by g.id`);
  return result.rows.map((row) => ({
    ...row,
    grId: Number(row.grId),
    openLineIds: row.openLineIds.map(Number),
  }));
}
