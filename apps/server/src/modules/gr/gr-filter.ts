import type { GrFilter } from '@portal/contract/gr';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, goodsReceipts } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import { ownerCondition } from '../../platform/access/scope-condition.ts';
import { filterDateToIso } from '../../platform/dates.ts';

/** The supplier and the buyer company of a receipt, joined under their own names. */
export const supplierCompany = alias(companies, 'supplier_company');
export const buyerCompany = alias(companies, 'buyer_company');

/** Whose receipts the caller may see: a supplier its own, a buyer those of its buyer companies and plants. */
function scopeCondition(scope: DataScope): SQL {
  return ownerCondition(scope, {
    buyerCompanyId: goodsReceipts.buyerCompanyId,
    supplierCompanyId: goodsReceipts.supplierCompanyId,
    plantCode: goodsReceipts.shipToPlantCode,
  });
}

const anyOf = <T>(column: Parameters<typeof inArray>[0], values: T[] | undefined) =>
  values?.length ? inArray(column, values) : undefined;

/**
 * Conditions of the GR list and its download, always inside the caller's scope (a supplier's own code
 * replaces whatever supplier codes it sent). Needs the supplier and buyer company joins.
 */
export function grCondition(filter: GrFilter, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, filter.supplierCode);
  return and(
    scopeCondition(scope),
    anyOf(goodsReceipts.asnNo, filter.asnNo),
    anyOf(goodsReceipts.orderNo, filter.orderNo),
    anyOf(goodsReceipts.partNo, filter.partNo),
    anyOf(goodsReceipts.grNo, filter.grNo),
    anyOf(goodsReceipts.invoiceNo, filter.invoiceNo),
    anyOf(supplierCompany.companyCode, supplierCodes),
    filter.grDateFromStr ? gte(goodsReceipts.grDate, filterDateToIso(filter.grDateFromStr)) : undefined,
    filter.grDateToStr ? lte(goodsReceipts.grDate, filterDateToIso(filter.grDateToStr)) : undefined,
    filter.invoiceDateFromStr
      ? gte(goodsReceipts.invoiceDate, filterDateToIso(filter.invoiceDateFromStr))
      : undefined,
    filter.invoiceDateToStr
      ? lte(goodsReceipts.invoiceDate, filterDateToIso(filter.invoiceDateToStr))
      : undefined,
    filter.companyCode ? eq(buyerCompany.companyCode, filter.companyCode) : undefined,
    filter.shipToPlantCode ? eq(goodsReceipts.shipToPlantCode, filter.shipToPlantCode) : undefined,
    filter.isInvoiced ? eq(goodsReceipts.isInvoiced, filter.isInvoiced) : undefined,
  );
}
