import type { AsnFilter } from '@portal/contract/asn';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnCounts, asnDayCounts, asnHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { narrowsPlants } from '../../platform/access/scope-condition.ts';
import type { DayCounts } from '../../platform/lists/day-seek.ts';
import { keptRowsOfScope, sumOfKeptRows } from '../../platform/lists/kept-count-scope.ts';
import { sameCondition } from '../../platform/lists/same-condition.ts';
import { asnCondition } from './header-view.ts';

/** Whether the kept counts hold the history's ASNs: unfiltered, in a scope of whole companies. */
export function asnCountsKept(filter: AsnFilter, scope: DataScope): boolean {
  return !narrowsPlants(scope) && sameCondition(asnCondition(filter, scope), asnCondition({}, scope));
}

/** A scope's ASNs from the kept counts (a few rows), as the history counts them unfiltered. */
export async function keptAsnCount(db: Queryable, scope: DataScope): Promise<number> {
  return sumOfKeptRows(db, asnCounts, asnCounts.asns, keptRowsOfScope(asnCounts, scope));
}

/** A scope's ASNs per day of creation, for a deep page's seek (day-seek.ts). */
export function asnDays(scope: DataScope): DayCounts {
  return {
    table: asnDayCounts,
    day: asnDayCounts.createdOn,
    rows: asnDayCounts.asns,
    where: keptRowsOfScope(asnDayCounts, scope),
  };
}

/** The ASNs created on a day of the day counts (a UTC date, see migration "asn counts"). */
export function createdOn(day: string): SQL | undefined {
  const start = sql`(${day}::date)::timestamp at time zone 'UTC'`;
  const end = sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;
  return and(gte(asnHeaders.createdAt, start), lt(asnHeaders.createdAt, end));
}
