import type { ReleaseDetailInput } from '@portal/contract/erp-inbound';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleDetails, scheduleHeaders } from '../../db/schema/index.ts';
import { anyOf } from '../../platform/db/any-of.ts';

export interface OrderLineKey {
  buyerCompanyId: number;
  orderNo: string;
  lineNo: string;
}

/**
 * Serialises the releases of one order line until the transaction ends, so two deliveries racing for the
 * same line cannot both become the latest release.
 */
export async function lockOrderLine(db: Queryable, key: OrderLineKey): Promise<void> {
  const name = `schedule-order-line:${key.buyerCompanyId}:${key.orderNo}:${key.lineNo}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * Takes the release's rows of the kept schedule counts (delivery_schedule_counts, kept by triggers) before
 * any order line is stored, in key order: the buyer with each supplier of the release and each supplier of
 * the order lines' latest releases (a supersede moves those), both flags. Two releases whose order lines
 * name the same suppliers in another order would otherwise each hold one pair's row and wait for the other's.
 */
export async function lockScheduleCounts(
  db: Queryable,
  buyerCompanyId: number,
  supplierCompanyIds: readonly number[],
  orderNos: readonly string[],
): Promise<void> {
  await db.execute(sql`
    insert into delivery_schedule_counts as c (buyer_company_id, supplier_company_id, is_latest, headers, lines)
    select ${buyerCompanyId}, s.id, f.flag, 0, 0
      from (select unnest(${sql.param([...supplierCompanyIds])}::bigint[]) as id
            union
            select supplier_company_id from ${scheduleHeaders}
             where buyer_company_id = ${buyerCompanyId} and is_latest = 'Y'
               and ${anyOf(scheduleHeaders.orderNo, orderNos, 'text')}) s
     cross join (values ('N'), ('Y')) as f(flag)
     order by 2, 3
    on conflict (buyer_company_id, supplier_company_id, is_latest) do update set headers = c.headers`);
}

/** The header of this release of the order line, if it was received before. */
export async function receivedRelease(db: Queryable, releaseNo: string, orderNo: string, lineNo: string) {
  const [row] = await db
    .select({
      id: scheduleHeaders.id,
      contentHash: scheduleHeaders.contentHash,
      isLatest: scheduleHeaders.isLatest,
    })
    .from(scheduleHeaders)
    .where(
      and(
        eq(scheduleHeaders.releaseNo, releaseNo),
        eq(scheduleHeaders.orderNo, orderNo),
        eq(scheduleHeaders.lineNo, lineNo),
      ),
    );
  return row;
}

/** The order line's current latest release, if any. */
export async function latestRelease(db: Queryable, key: OrderLineKey) {
  const [row] = await db
    .select({
      id: scheduleHeaders.id,
      releaseDate: scheduleHeaders.releaseDate,
      releaseNo: scheduleHeaders.releaseNo,
    })
    .from(scheduleHeaders)
    .where(
      and(
        eq(scheduleHeaders.buyerCompanyId, key.buyerCompanyId),
        eq(scheduleHeaders.orderNo, key.orderNo),
        eq(scheduleHeaders.lineNo, key.lineNo),
        eq(scheduleHeaders.isLatest, 'Y'),
      ),
    );
  return row;
}

export async function supersede(db: Queryable, headerId: number): Promise<void> {
  await db
    .update(scheduleHeaders)
    .set({ isLatest: 'N', updatedAt: sql`now()` })
    .where(eq(scheduleHeaders.id, headerId));
}

export type NewHeader = typeof scheduleHeaders.$inferInsert;

export async function insertHeader(db: Queryable, header: NewHeader): Promise<number> {
  const [row] = await db.insert(scheduleHeaders).values(header).returning({ id: scheduleHeaders.id });
  if (!row) throw new Error('schedule header was not stored');
  return row.id;
}

export async function insertDetails(db: Queryable, headerId: number, details: ReleaseDetailInput[]) {
  await db.insert(scheduleDetails).values(
    details.map((detail) => ({
      headerId,
      deliveryDate: detail.deliveryDate,
      deliveryTime: detail.deliveryTime ?? null,
      scheduleType: detail.scheduleType,
      requestQty: detail.requestQty,
      bucket: detail.bucket ?? null,
      reference: detail.reference ?? null,
      cumQty: detail.cumQty ?? null,
      cumReceivedQty: detail.cumReceivedQty ?? null,
      cumNetQty: detail.cumNetQty ?? null,
      lastReceivedQty: detail.lastReceivedQty ?? null,
      lastDespatchAsnNo: detail.lastDespatchAsnNo ?? null,
    })),
  );
}

/**
 * What was already shipped against the previous release stays shipped: its total ASN quantity is laid over
 * the new release's lines in delivery order, each up to its requested quantity; what is left goes on the
 * last line (an over-shipment stays visible). Exact numeric arithmetic, in one statement.
 */
export async function carryOverShipped(db: Queryable, fromHeaderId: number, toHeaderId: number) {
  // what was shipped stays shipped, even beyond the new release's tolerance (migration 0014's trigger)
  await db.execute(sql`select set_config('portal.carrying_over', 'on', true)`);
  await db.execute(sql`
    with shipped as (
      select coalesce(sum(asn_qty), 0) as total from ${scheduleDetails} where header_id = ${fromHeaderId}
    ), ordered as (
      select id, request_qty,
        sum(request_qty) over (order by delivery_date, delivery_time nulls first, id) - request_qty as before,
        row_number() over (order by delivery_date desc, delivery_time desc nulls last, id desc) = 1 as is_last
      from ${scheduleDetails} where header_id = ${toHeaderId}
    )
    update ${scheduleDetails} d
       set asn_qty = case when o.is_last then greatest(s.total - o.before, 0)
                          else least(o.request_qty, greatest(s.total - o.before, 0)) end
      from ordered o, shipped s
     where d.id = o.id and s.total > 0`);
  await db.execute(sql`select set_config('portal.carrying_over', 'off', true)`);
}
