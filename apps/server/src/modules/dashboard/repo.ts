import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders, companies, scheduleDetails, scheduleHeaders } from '../../db/schema/index.ts';
import type { BuyerScope } from '../../platform/access/data-scope.ts';
import { buyerCondition } from '../../platform/access/scope-condition.ts';

type ReleaseStatus = (typeof scheduleDetails.releaseStatus.enumValues)[number];

/** Lines of the latest releases in one status, for the given supplier, or buyer companies and plants. */
export async function countLatestLines(
  db: Queryable,
  status: ReleaseStatus,
  owner: { supplierCompanyId: number } | BuyerScope,
  releasedOnOrBefore?: string,
): Promise<number> {
  if ('buyerCompanyIds' in owner && owner.buyerCompanyIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(scheduleDetails)
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .where(
      and(
        eq(scheduleDetails.releaseStatus, status),
        eq(scheduleHeaders.isLatest, 'Y'),
        'supplierCompanyId' in owner
          ? eq(scheduleHeaders.supplierCompanyId, owner.supplierCompanyId)
          : buyerCondition(owner, scheduleHeaders.buyerCompanyId, scheduleHeaders.shipToPlant),
        releasedOnOrBefore ? lte(scheduleHeaders.releaseDate, releasedOnOrBefore) : undefined,
      ),
    );
  return row?.value ?? 0;
}

/** Failed ASNs of the buyer's companies and plants. */
export async function countFailedAsns(db: Queryable, scope: BuyerScope): Promise<number> {
  if (scope.buyerCompanyIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(asnHeaders)
    .where(
      and(
        eq(asnHeaders.status, 'Failed'),
        buyerCondition(scope, asnHeaders.buyerCompanyId, asnHeaders.shipToPlantCode),
      ),
    );
  return row?.value ?? 0;
}

/** The supplier's overdue-day setting (0 when unset) and the release date it puts the cut-off at, in SQL's today. */
export async function overdueSetting(db: Queryable, supplierCompanyId: number) {
  const [row] = await db
    .select({
      overdueDay: sql<number>`coalesce(${companies.overdueDay}, 0)::int`,
      cutoff: sql<string>`(current_date - coalesce(${companies.overdueDay}, 0))::text`,
    })
    .from(companies)
    .where(eq(companies.id, supplierCompanyId));
  return row ?? { overdueDay: 0, cutoff: new Date().toISOString().slice(0, 10) };
}
