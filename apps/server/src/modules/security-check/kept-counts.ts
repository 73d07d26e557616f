import type { SecurityCheckQuery } from '@portal/contract/security-check';
import type { Queryable } from '../../db/client.ts';
import { securityCheckCounts, securityCheckDayCounts } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { narrowsPlants } from '../../platform/access/scope-condition.ts';
import type { DayCounts } from '../../platform/lists/day-seek.ts';
import { keptRowsOfScope, sumOfKeptRows } from '../../platform/lists/kept-count-scope.ts';
import { sameCondition } from '../../platform/lists/same-condition.ts';
import { checkCondition } from './check-filter.ts';

/** Whether the kept counts hold the list's gate entries: unfiltered, in a scope of whole companies. */
export function checkCountsKept(query: SecurityCheckQuery, scope: DataScope): boolean {
  const unfiltered = checkCondition({ pageNo: 1, size: 1, sort: 'ASC' }, scope);
  return !narrowsPlants(scope) && sameCondition(checkCondition(query, scope), unfiltered);
}

/** A scope's gate entries from the kept counts (a few rows), as the list counts them unfiltered. */
export async function keptCheckCount(db: Queryable, scope: DataScope): Promise<number> {
  return sumOfKeptRows(
    db,
    securityCheckCounts,
    securityCheckCounts.checks,
    keptRowsOfScope(securityCheckCounts, scope),
  );
}

/** A scope's gate entries per gate date, for a deep page's seek (day-seek.ts). */
export function checkDays(scope: DataScope): DayCounts {
  return {
    table: securityCheckDayCounts,
    day: securityCheckDayCounts.scDate,
    rows: securityCheckDayCounts.checks,
    where: keptRowsOfScope(securityCheckDayCounts, scope),
  };
}
