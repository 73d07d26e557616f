import type { ScheduleFilter } from '@portal/contract/schedule';
import { and, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, scheduleDetails, scheduleHeaders } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import { ownerCondition } from '../../platform/access/scope-condition.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { containsPattern } from '../../platform/lists/like.ts';

/** The supplier and the buyer company of a header, joined under their own names. */
export const supplierCompany = alias(companies, 'supplier_company');
export const buyerCompany = alias(companies, 'buyer_company');

/** Whose headers the caller may see: a supplier its own, a buyer those of its buyer companies and plants. */
export function scopeCondition(scope: DataScope): SQL {
  return ownerCondition(scope, {
    buyerCompanyId: scheduleHeaders.buyerCompanyId,
    supplierCompanyId: scheduleHeaders.supplierCompanyId,
    plantCode: scheduleHeaders.shipToPlant,
  });
}

/** Filters on the lines themselves (status, delivery horizon, type): they pick lines, and headers having such lines. */
export function lineCondition(filter: ScheduleFilter): SQL | undefined {
  return and(
    filter.itemStatus ? eq(scheduleDetails.releaseStatus, filter.itemStatus) : undefined,
    filter.horizonStartFrom
      ? gte(scheduleDetails.deliveryDate, filterDateToIso(filter.horizonStartFrom))
      : undefined,
    filter.horizonStartTo
      ? lte(scheduleDetails.deliveryDate, filterDateToIso(filter.horizonStartTo))
      : undefined,
    filter.type ? eq(scheduleDetails.scheduleType, filter.type) : undefined,
  );
}

function hasLineFilter(filter: ScheduleFilter): boolean {
  return Boolean(filter.itemStatus || filter.horizonStartFrom || filter.horizonStartTo || filter.type);
}

/**
 * Header conditions of the schedule screens (query, history, download), always inside the caller's scope.
 * Needs the supplier and buyer company joins. Line filters keep headers with at least one matching line.
 */
export function headerCondition(filter: ScheduleFilter, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, filter.supplierCode);
  const lines = lineCondition(filter);
  return and(
    scopeCondition(scope),
    eq(scheduleHeaders.isLatest, filter.isLatest),
    filter.releaseNo ? eq(scheduleHeaders.releaseNo, filter.releaseNo) : undefined,
    filter.releaseDateFrom
      ? gte(scheduleHeaders.releaseDate, filterDateToIso(filter.releaseDateFrom))
      : undefined,
    filter.releaseDateTo
      ? lte(scheduleHeaders.releaseDate, filterDateToIso(filter.releaseDateTo))
      : undefined,
    filter.orderNo?.length ? inArray(scheduleHeaders.orderNo, filter.orderNo) : undefined,
    filter.partNo?.length ? inArray(scheduleHeaders.partNo, filter.partNo) : undefined,
    supplierCodes ? inArray(supplierCompany.companyCode, supplierCodes) : undefined,
    filter.supplierName
      ? ilike(supplierCompany.companyName, containsPattern(filter.supplierName))
      : undefined,
    filter.companyCode ? eq(buyerCompany.companyCode, filter.companyCode) : undefined,
    filter.shipToPlant ? eq(scheduleHeaders.shipToPlant, filter.shipToPlant) : undefined,
    filter.model ? ilike(scheduleHeaders.model, containsPattern(filter.model)) : undefined,
    hasLineFilter(filter)
      ? sql`exists (select 1 from ${scheduleDetails} where ${scheduleDetails.headerId} = ${scheduleHeaders.id} and ${lines})`
      : undefined,
  );
}
