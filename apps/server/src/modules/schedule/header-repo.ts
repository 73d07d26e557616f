import type { ScheduleHeaderQuery } from '@portal/contract/schedule';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { PageWindow } from '../../platform/lists/page-window.ts';
import { offsetOf, type SortWhitelist } from '../../platform/lists/paging.ts';
import { descending, orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
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

export async function countHeaders(db: Queryable, query: ScheduleHeaderQuery, scope: DataScope) {
  const [row] = await db
    .select({ value: count() })
    .from(scheduleHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .where(headerCondition(query, scope));
  return row?.value ?? 0;
}

/** The headers of a page window: their ids first (a narrow read in the list's order), then their rows. */
export function headersIn(db: Queryable, query: ScheduleHeaderQuery, scope: DataScope, window: PageWindow) {
  const order = orderSql(sortKeys(HEADER_SORT, query, HEADER_ORDER_KEYS), window.reversed);
  const ids = db
    .select({ id: scheduleHeaders.id })
    .from(scheduleHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .where(headerCondition(query, scope))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select(headerFields)
    .from(scheduleHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .where(inArray(scheduleHeaders.id, ids))
    .orderBy(...order);
}

export function pageOfHeaders(db: Queryable, query: ScheduleHeaderQuery, scope: DataScope) {
  return headersIn(db, query, scope, { limit: query.size, offset: offsetOf(query), reversed: false });
}
