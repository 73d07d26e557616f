import type { ScheduleHeaderQuery } from '@portal/contract/schedule';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';
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
export const HEADER_TIE_BREAKERS = [desc(scheduleHeaders.releaseDate), desc(scheduleHeaders.id)];

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

export function pageOfHeaders(db: Queryable, query: ScheduleHeaderQuery, scope: DataScope) {
  return db
    .select(headerFields)
    .from(scheduleHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .where(headerCondition(query, scope))
    .orderBy(...orderBy(HEADER_SORT, query, HEADER_TIE_BREAKERS))
    .limit(query.size)
    .offset(offsetOf(query));
}
