import type { ScheduleHeaderQuery } from '@portal/contract/schedule';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { daySeek } from '../../platform/lists/day-seek.ts';
import { keyedIds } from '../../platform/lists/keyset.ts';
import type { PageWindow } from '../../platform/lists/page-window.ts';
import { offsetOf, type SortWhitelist } from '../../platform/lists/paging.ts';
import { descending, orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
import { dayCounts, flagOnly, keepsTotal, keptCount } from './kept-counts.ts';
import { buyerCompany, headerCondition, supplierCompany } from './schedule-filter.ts';

/** Display fields of the header table and the columns they sort by. */
export const HEADER_SORT: SortWhitelist = {
  releaseNo: scheduleHeaders.releaseNo,
  orderNo: scheduleHeaders.orderNo,
  lineNo: scheduleHeaders.lineNo,
  partNo: scheduleHeaders.partNo,
  buyerCompanyCode: buyerCompany.companyCode,
  shipToPlant: scheduleHeaders.shipToPlant,
  supplierCode: supplierCompany.companyCode,
  supplierName: supplierCompany.companyName,
  releaseDateStr: scheduleHeaders.releaseDate,
  model: scheduleHeaders.model,
  planner: scheduleHeaders.planner,
};

/** Newest releases first when the user has not sorted. */
export const HEADER_ORDER_KEYS = [descending(scheduleHeaders.releaseDate), descending(scheduleHeaders.id)];

/** A header as the screens show it. */
export const headerFields = {
  deliveryScheduleHeaderId: scheduleHeaders.id,
  releaseNo: scheduleHeaders.releaseNo,
  orderNo: scheduleHeaders.orderNo,
  lineNo: scheduleHeaders.lineNo,
  partNo: scheduleHeaders.partNo,
  buyerCompanyCode: buyerCompany.companyCode,
  shipToPlant: scheduleHeaders.shipToPlant,
  supplierCode: supplierCompany.companyCode,
  supplierName: supplierCompany.companyName,
  releaseDateStr: sql<string>`${scheduleHeaders.releaseDate}::text`,
  model: scheduleHeaders.model,
  planner: scheduleHeaders.planner,
  comments: scheduleHeaders.comments,
};

/** Whether the kept counts hold the list's releases: every release of the flag in the caller's scope. */
function countsKept(query: ScheduleHeaderQuery, scope: DataScope): boolean {
  return keepsTotal(headerCondition(query, scope), headerCondition(flagOnly(query), scope), scope);
}

/** The list's total: unfiltered from the kept counts, filtered by counting the matching releases. */
export async function countHeaders(db: Queryable, query: ScheduleHeaderQuery, scope: DataScope) {
  if (countsKept(query, scope)) return keptCount(db, scope, query.isLatest, 'headers');
  const [row] = await db
    .select({ value: count() })
    .from(scheduleHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .where(headerCondition(query, scope));
  return row?.value ?? 0;
}

export function headerOrderKeys(query: ScheduleHeaderQuery) {
  return sortKeys(HEADER_SORT, query, HEADER_ORDER_KEYS);
}

/**
 * The ids of a page window's headers with their sort key values (a narrow read in the list's order);
 * `from` narrows to the headers at or after a remembered one.
 */
export function headerIdsIn(
  db: Queryable,
  query: ScheduleHeaderQuery,
  scope: DataScope,
  window: PageWindow,
  from?: SQL,
) {
  return keyedIds(db, headerOrderKeys(query), window.reversed, (keyColumns, order) =>
    db
      .select({ id: scheduleHeaders.id, ...keyColumns })
      .from(scheduleHeaders)
      .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
      .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
      .where(and(headerCondition(query, scope), from))
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
  );
}

/**
 * Releases near a deep position of the list, from the day counts (day-seek.ts): for the unfiltered list
 * in its default order only.
 */
export function headerSeek(db: Queryable, query: ScheduleHeaderQuery, scope: DataScope) {
  if (!countsKept(query, scope) || query.sortName) return undefined;
  return daySeek(
    db,
    dayCounts(scope, query.isLatest, 'headers'),
    (window, from) => headerIdsIn(db, query, scope, window, from),
    (releaseDate) => eq(scheduleHeaders.releaseDate, releaseDate),
  );
}

/** The headers of these ids, in the list's order. */
export function headersOf(db: Queryable, query: ScheduleHeaderQuery, ids: number[]) {
  return db
    .select(headerFields)
    .from(scheduleHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .where(inArray(scheduleHeaders.id, ids))
    .orderBy(...orderSql(headerOrderKeys(query)));
}

/** One page read from the start (the schedule bench's call). */
export async function pageOfHeaders(db: Queryable, query: ScheduleHeaderQuery, scope: DataScope) {
  const window = { limit: query.size, offset: offsetOf(query), reversed: false };
  const ids = await headerIdsIn(db, query, scope, window);
  return ids.length === 0
    ? []
    : headersOf(
        db,
        query,
        ids.map((row) => row.id),
      );
}
