import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleDetails, scheduleHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { ComparedLine } from './release-comparison.ts';
import { scopeCondition } from './schedule-filter.ts';

/** The order line a header belongs to, if the caller may see it. */
export async function orderLineOf(db: Queryable, headerId: number, scope: DataScope) {
  const [row] = await db
    .select({
      buyerCompanyId: scheduleHeaders.buyerCompanyId,
      orderNo: scheduleHeaders.orderNo,
      lineNo: scheduleHeaders.lineNo,
      partNo: scheduleHeaders.partNo,
    })
    .from(scheduleHeaders)
    .where(and(eq(scheduleHeaders.id, headerId), scopeCondition(scope)));
  return row;
}

/** Every release of an order line the caller may see, newest first. */
export function releasesOf(
  db: Queryable,
  line: { buyerCompanyId: number; orderNo: string; lineNo: string },
  scope: DataScope,
) {
  return db
    .select({
      deliveryScheduleHeaderId: scheduleHeaders.id,
      releaseNo: scheduleHeaders.releaseNo,
      releaseDateStr: sql<string>`${scheduleHeaders.releaseDate}::text`,
      isLatest: scheduleHeaders.isLatest,
    })
    .from(scheduleHeaders)
    .where(
      and(
        eq(scheduleHeaders.buyerCompanyId, line.buyerCompanyId),
        eq(scheduleHeaders.orderNo, line.orderNo),
        eq(scheduleHeaders.lineNo, line.lineNo),
        scopeCondition(scope),
      ),
    )
    .orderBy(desc(scheduleHeaders.releaseDate), desc(scheduleHeaders.releaseNo), desc(scheduleHeaders.id));
}

export function comparedLinesOf(db: Queryable, headerId: number): Promise<ComparedLine[]> {
  return db
    .select({
      deliveryDate: sql<string>`${scheduleDetails.deliveryDate}::text`,
      deliveryTime: scheduleDetails.deliveryTime,
      scheduleType: scheduleDetails.scheduleType,
      requestQty: scheduleDetails.requestQty,
    })
    .from(scheduleDetails)
    .where(eq(scheduleDetails.headerId, headerId))
    .orderBy(asc(scheduleDetails.deliveryDate), asc(scheduleDetails.deliveryTime));
}
