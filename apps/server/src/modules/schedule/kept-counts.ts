import type { ScheduleFilter } from '@portal/contract/schedule';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleCounts, scheduleDayCounts } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { narrowsPlants } from '../../platform/access/scope-condition.ts';
import type { DayCounts } from '../../platform/lists/day-seek.ts';
import { keptRowsOfScope, sumOfKeptRows } from '../../platform/lists/kept-count-scope.ts';
import { sameCondition } from '../../platform/lists/same-condition.ts';

/** The filters of a list that asks for nothing but its latest flag (the screens' default). */
export function flagOnly(filter: Pick<ScheduleFilter, 'isLatest'>): ScheduleFilter {
  return { isLatest: filter.isLatest };
}

/**
 * Whether a list's total can be read from the kept counts: its condition is the unfiltered one, and the
 * scope is whole companies (the counts are kept per buyer and supplier, not per plant).
 */
export function keepsTotal(
  condition: SQL | undefined,
  unfiltered: SQL | undefined,
  scope: DataScope,
): boolean {
  return !narrowsPlants(scope) && sameCondition(condition, unfiltered);
}

/** A scope's releases or lines of one flag from the kept counts (a few rows), as the lists count them. */
export async function keptCount(
  db: Queryable,
  scope: DataScope,
  isLatest: 'Y' | 'N',
  what: 'headers' | 'lines',
): Promise<number> {
  return sumOfKeptRows(db, scheduleCounts, scheduleCounts[what], keptRowsOf(scheduleCounts, scope, isLatest));
}

/** The kept count rows (of either table) a scope's list of one flag sums. */
export function keptRowsOf(
  table: typeof scheduleCounts | typeof scheduleDayCounts,
  scope: DataScope,
  isLatest: 'Y' | 'N',
): SQL | undefined {
  return and(keptRowsOfScope(table, scope), eq(table.isLatest, isLatest));
}

/** A scope's day counts of one flag, for a deep page's seek (day-seek.ts). */
export function dayCounts(scope: DataScope, isLatest: 'Y' | 'N', what: 'headers' | 'lines'): DayCounts {
  return {
    table: scheduleDayCounts,
    day: scheduleDayCounts.releaseDate,
    rows: scheduleDayCounts[what],
    where: keptRowsOf(scheduleDayCounts, scope, isLatest),
  };
}
