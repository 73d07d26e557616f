import type { SecurityCheckQuery } from '@portal/contract/security-check';
import { and, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, securityChecks } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import { ownerCondition } from '../../platform/access/scope-condition.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { containsPattern } from '../../platform/lists/like.ts';
import { splitValues } from '../../platform/lists/split-values.ts';

/** The buyer and the supplier company of a gate entry, joined under their own names. */
export const buyerCompany = alias(companies, 'sc_buyer');
export const supplierCompany = alias(companies, 'sc_supplier');

/** Whose gate entries the caller may touch: a supplier its own, a buyer those of its buyer companies and plants. */
export function scopeCondition(scope: DataScope): SQL {
  return ownerCondition(scope, {
    buyerCompanyId: securityChecks.buyerCompanyId,
    supplierCompanyId: securityChecks.supplierCompanyId,
    plantCode: securityChecks.shipToPlantCode,
  });
}

/** Supplier codes asked for: the list and the typed text together (the web sends both). */
function askedSupplierCodes(query: SecurityCheckQuery): string[] {
  return [...new Set([...(query.supplierCodeList ?? []), ...splitValues(query.supplierCodeStr)])];
}

const contains = (column: Parameters<typeof ilike>[0], text: string | undefined) =>
  text ? ilike(column, containsPattern(text)) : undefined;

/**
 * Conditions of the gate entry list and its download, always inside the caller's scope. Numbers match any
 * part of them; the challan number is the ASN number. Needs the buyer and supplier company joins.
 */
export function checkCondition(query: SecurityCheckQuery, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, askedSupplierCodes(query));
  return and(
    scopeCondition(scope),
    contains(securityChecks.gateEntrySrNo, query.gateEntrySrNo),
    contains(securityChecks.asnNo, query.asnNo),
    contains(securityChecks.asnNo, query.challanNo),
    contains(securityChecks.securityGrNo, query.securityGrNo),
    query.pollutionControlCrt ? eq(securityChecks.pollutionControlCrt, query.pollutionControlCrt) : undefined,
    query.driverLicense ? eq(securityChecks.driverLicense, query.driverLicense) : undefined,
    query.buyerCompanyCode ? eq(buyerCompany.companyCode, query.buyerCompanyCode) : undefined,
    query.shipToPlantCode ? eq(securityChecks.shipToPlantCode, query.shipToPlantCode) : undefined,
    supplierCodes ? inArray(supplierCompany.companyCode, supplierCodes) : undefined,
    query.scDateFrom ? gte(securityChecks.scDate, filterDateToIso(query.scDateFrom)) : undefined,
    query.scDateTo ? lte(securityChecks.scDate, filterDateToIso(query.scDateTo)) : undefined,
    query.linkedToInv ? eq(securityChecks.linkedToInv, query.linkedToInv) : undefined,
  );
}
