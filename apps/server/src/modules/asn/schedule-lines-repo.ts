import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { overShipmentSettings, scheduleDetails, scheduleHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { ownerCondition } from '../../platform/access/scope-condition.ts';

/**
 * What an ASN line may still ship of its schedule line: the unshipped quantity, plus the supplier's
 * over-shipment tolerance for that buyer (rate % of the request); null when the supplier may over-ship
 * without limit. Rounded down to the 5 decimals of an ASN quantity.
 */
export const allowedLeft = sql<string | null>`schedule_line_ship_limit(${scheduleDetails.requestQty},
    ${overShipmentSettings.isOverShipped}, ${overShipmentSettings.isOverShippedTolerance},
    ${overShipmentSettings.ratePercent}) - ${scheduleDetails.asnQty}`;

/** Joins a schedule header to its supplier's over-shipment settings for that buyer (`allowedLeft` reads them). */
export const overShipmentOfHeader = and(
  eq(overShipmentSettings.buyerCompanyId, scheduleHeaders.buyerCompanyId),
  eq(overShipmentSettings.supplierCompanyId, scheduleHeaders.supplierCompanyId),
);

const lineFields = {
  id: scheduleDetails.id,
  headerId: scheduleHeaders.id,
  isLatest: scheduleHeaders.isLatest,
  releaseNo: scheduleHeaders.releaseNo,
  orderNo: scheduleHeaders.orderNo,
  lineNo: scheduleHeaders.lineNo,
  partNo: scheduleHeaders.partNo,
  partDesc: scheduleHeaders.partDesc,
  unit: sql<string>`coalesce(${scheduleHeaders.unit}, '')`,
  buyerCompanyId: scheduleHeaders.buyerCompanyId,
  supplierCompanyId: scheduleHeaders.supplierCompanyId,
  shipToPlant: scheduleHeaders.shipToPlant,
  deliveryDate: sql<string>`${scheduleDetails.deliveryDate}::text`,
  scheduleType: scheduleDetails.scheduleType,
  requestQty: scheduleDetails.requestQty,
  asnQty: scheduleDetails.asnQty,
  unshippedQty: sql<string>`${scheduleDetails.unshippedQty}`,
  allowedLeft,
};

export type AsnScheduleLine = {
  id: number;
  headerId: number;
  isLatest: 'Y' | 'N';
  releaseNo: string;
  orderNo: string;
  lineNo: string;
  partNo: string;
  partDesc: string | null;
  unit: string;
  buyerCompanyId: number;
  supplierCompanyId: number;
  shipToPlant: string;
  deliveryDate: string;
  scheduleType: string;
  requestQty: string;
  asnQty: string;
  unshippedQty: string;
  allowedLeft: string | null;
};

function scopeOf(scope: DataScope): SQL {
  return ownerCondition(scope, {
    buyerCompanyId: scheduleHeaders.buyerCompanyId,
    supplierCompanyId: scheduleHeaders.supplierCompanyId,
    plantCode: scheduleHeaders.shipToPlant,
  });
}

function selectLines(db: Queryable, ids: readonly number[], scope: DataScope) {
  return db
    .select(lineFields)
    .from(scheduleDetails)
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .leftJoin(overShipmentSettings, overShipmentOfHeader)
    .where(and(inArray(scheduleDetails.id, ids.length > 0 ? [...ids] : [-1]), scopeOf(scope)))
    .orderBy(asc(scheduleDetails.id));
}

/** The caller's schedule lines among `ids`, with what is left to ship; others are simply not found. */
export function scheduleLinesIn(db: Queryable, ids: readonly number[], scope: DataScope) {
  return selectLines(db, ids, scope) as unknown as Promise<AsnScheduleLine[]>;
}

/**
 * The same, each schedule line locked until the transaction ends, in id order: two sends sharing lines
 * serialise, the second reads what the first shipped. FOR NO KEY UPDATE, since the ASN lines' foreign keys
 * hold KEY SHARE locks on the same rows (FOR UPDATE would deadlock two sends against each other).
 */
export function lockScheduleLines(db: Queryable, ids: readonly number[], scope: DataScope) {
  return selectLines(db, ids, scope).for('no key update', { of: scheduleDetails }) as unknown as Promise<
    AsnScheduleLine[]
  >;
}

/** Adds (or, negative, gives back) shipped quantity to schedule lines, set-based. */
export async function addAsnQty(
  db: Queryable,
  changes: ReadonlyArray<{ scheduleDetailId: number; qty: string }>,
  asnNo: string | null,
) {
  if (changes.length === 0) return;
  await db.execute(sql`
    update ${scheduleDetails} d
       set asn_qty = greatest(d.asn_qty + c.qty, 0),
           last_despatch_asn_no = coalesce(${asnNo}, d.last_despatch_asn_no),
           updated_at = now()
      from (select * from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
              as x("scheduleDetailId" bigint, qty numeric)) c
     where d.id = c."scheduleDetailId"`);
}

/**
 * Gives the quantity of a deleted or cancelled ASN back to the lines it shipped. When a newer release has
 * replaced such a line's release meanwhile, that release took the shipped quantity over (carryOverShipped),
 * so it is taken off the latest release of the order line as well: from its last delivery backwards, no
 * line below 0. Set-based, two statements.
 */
export async function giveBackAsnQty(
  db: Queryable,
  shipped: ReadonlyArray<{ scheduleDetailId: number; qty: string }>,
) {
  if (shipped.length === 0) return;
  await addAsnQty(
    db,
    shipped.map((row) => ({ scheduleDetailId: row.scheduleDetailId, qty: `-${row.qty}` })),
    null,
  );
  await db.execute(sql`
    with c as (
      select * from jsonb_to_recordset(${JSON.stringify(shipped)}::jsonb) as x("scheduleDetailId" bigint, qty numeric)
    ), back as (
      select latest.id as header_id, sum(c.qty) as qty
        from c
        join delivery_schedule_details d on d.id = c."scheduleDetailId"
        join delivery_schedule_headers h on h.id = d.header_id and h.is_latest = 'N'
        join delivery_schedule_headers latest
          on latest.buyer_company_id = h.buyer_company_id and latest.order_no = h.order_no
         and latest.line_no = h.line_no and latest.is_latest = 'Y'
       group by latest.id
    ), ordered as (
      select d.id, d.asn_qty, b.qty as back,
             coalesce(sum(d.asn_qty) over (
               partition by d.header_id
               order by d.delivery_date desc, d.delivery_time desc nulls last, d.id desc
               rows between unbounded preceding and 1 preceding), 0) as later
        from delivery_schedule_details d
        join back b on b.header_id = d.header_id
    )
    update delivery_schedule_details d
       set asn_qty = o.asn_qty - least(o.asn_qty, o.back - o.later), updated_at = now()
      from ordered o
     where d.id = o.id and o.back > o.later`);
}

/** Ids of the caller's latest-release lines named by order line and delivery date (several per key when times differ). */
export async function lineIdsByKey(
  db: Queryable,
  keys: ReadonlyArray<{ orderNo: string; lineNo: string; deliveryDate: string }>,
  scope: DataScope,
) {
  const wanted = keys.map((key) => ({
    order_no: key.orderNo,
    line_no: key.lineNo,
    delivery_date: key.deliveryDate,
  }));
  return db
    .select({
      id: scheduleDetails.id,
      orderNo: scheduleHeaders.orderNo,
      lineNo: scheduleHeaders.lineNo,
      deliveryDate: sql<string>`${scheduleDetails.deliveryDate}::text`,
    })
    .from(scheduleDetails)
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .where(
      and(
        scopeOf(scope),
        eq(scheduleHeaders.isLatest, 'Y'),
        sql`(${scheduleHeaders.orderNo}, ${scheduleHeaders.lineNo}, ${scheduleDetails.deliveryDate}) in (
          select w.order_no, w.line_no, w.delivery_date
            from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w(order_no text, line_no text, delivery_date date))`,
      ),
    );
}
