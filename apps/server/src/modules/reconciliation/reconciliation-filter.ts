import type { ReconciliationFilter } from '@portal/contract/reconciliation';
import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { asnDiscrepancies, asnHeaders, companies } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import { ownerCondition } from '../../platform/access/scope-condition.ts';
import { filterDateToIso } from '../../platform/dates.ts';

export const supplierCompany = alias(companies, 'supplier_company');
export const buyerCompany = alias(companies, 'buyer_company');

/** The buyer's time zone: planned arrival dates are the days of that zone, as on the ASN screens. */
export const buyerTimeZone = sql<string>`coalesce(${buyerCompany.timeZone}, 'Asia/Shanghai')`;

/** The planned arrival day (in the buyer's time zone) is on or after / before a filter date. */
function arrivalFrom(day: string): SQL {
  return gte(
    asnHeaders.planArrivalTime,
    sql`(${filterDateToIso(day)}::date)::timestamp at time zone ${buyerTimeZone}`,
  );
}
function arrivalTo(day: string): SQL {
  return lt(
    asnHeaders.planArrivalTime,
    sql`(${filterDateToIso(day)}::date + 1)::timestamp at time zone ${buyerTimeZone}`,
  );
}

/**
 * Conditions of the list and its download, always inside the caller's scope (a supplier's own code replaces
 * whatever supplier codes it sent). Needs the ASN and both company joins.
 */
export function reconciliationCondition(filter: ReconciliationFilter, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, filter.supplierCode);
  return and(
    ownerCondition(scope, {
      buyerCompanyId: asnDiscrepancies.buyerCompanyId,
      supplierCompanyId: asnDiscrepancies.supplierCompanyId,
      plantCode: asnHeaders.shipToPlantCode,
    }),
    supplierCodes ? inArray(supplierCompany.companyCode, supplierCodes) : undefined,
    filter.asnNo?.length ? inArray(asnHeaders.asnNo, filter.asnNo) : undefined,
    filter.companyCode ? eq(buyerCompany.companyCode, filter.companyCode) : undefined,
    filter.kind ? eq(asnDiscrepancies.kind, filter.kind) : undefined,
    filter.state === 'open' ? isNull(asnDiscrepancies.resolvedAt) : undefined,
    filter.state === 'resolved' ? isNotNull(asnDiscrepancies.resolvedAt) : undefined,
    filter.planArrivalFromStr ? arrivalFrom(filter.planArrivalFromStr) : undefined,
    filter.planArrivalToStr ? arrivalTo(filter.planArrivalToStr) : undefined,
  );
}
