import type { PageQuery } from '@portal/contract/common';
import type { PRICE_LIST_SORT_FIELDS, PriceListFilter } from '@portal/contract/master-data';
import { and, asc, count, eq, gte, isNull, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { companies, partPrices as prices } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../../platform/dates.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { orderBy } from '../../../platform/lists/paging.ts';
import { ownedBy } from '../owner-scope.ts';

/** Fields of a price row; dates as text (yyyy-MM-dd) so an export cursor reads them as the list does. */
export const priceFields = {
  companyCode: companies.companyCode,
  partNo: prices.partNo,
  partDesc: prices.partDesc,
  unitPrice: prices.unitPrice,
  currency: prices.currency,
  uom: prices.uom,
  effectiveDateFromStr: sql<string>`${prices.effectiveFrom}::text`,
  effectiveDateToStr: sql<string | null>`${prices.effectiveTo}::text`,
  priceListCode: prices.priceListCode,
  inboundMsgAt: prices.inboundMsgAt,
};

const sortable = {
  ...priceFields,
  effectiveDateFromStr: prices.effectiveFrom,
  effectiveDateToStr: prices.effectiveTo,
  inboundMsgDateStr: prices.inboundMsgAt,
} satisfies Record<(typeof PRICE_LIST_SORT_FIELDS)[number], SQLWrapper>;

/**
 * The effective-date filter keeps every price effective on some day of the range: it starts on or before
 * the range's end and ends (or never ends) on or after its start.
 */
function filtersOf(scope: DataScope, filter: PriceListFilter): SQL | undefined {
  const { effectiveDateFrom: from, effectiveDateTo: to } = filter;
  return and(
    ownedBy(scope, prices.buyerCompanyId, prices.supplierCompanyId),
    filter.companyCode ? eq(companies.companyCode, filter.companyCode) : undefined,
    filter.partNo ? eq(prices.partNo, filter.partNo) : undefined,
    filter.priceListCode ? eq(prices.priceListCode, filter.priceListCode) : undefined,
    to ? lte(prices.effectiveFrom, filterDateToIso(to)) : undefined,
    from ? or(isNull(prices.effectiveTo), gte(prices.effectiveTo, filterDateToIso(from))) : undefined,
  );
}

export async function countPrices(db: Queryable, scope: DataScope, filter: PriceListFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(prices)
    .innerJoin(companies, eq(companies.id, prices.buyerCompanyId))
    .where(filtersOf(scope, filter));
  return row?.value ?? 0;
}

export function selectPrices(
  db: Queryable,
  scope: DataScope,
  query: PriceListFilter & Pick<PageQuery, 'sort' | 'sortName'>,
) {
  return db
    .select(priceFields)
    .from(prices)
    .innerJoin(companies, eq(companies.id, prices.buyerCompanyId))
    .where(filtersOf(scope, query))
    .orderBy(
      ...orderBy(sortable, query, [
        asc(companies.companyCode),
        asc(prices.partNo),
        asc(prices.priceListCode),
        asc(prices.effectiveFrom),
        asc(prices.id),
      ]),
    );
}

export type PriceValues = Omit<typeof prices.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'inboundMsgAt'>;

/** New periods are inserted; a period that starts on the same day is the same price and is updated. */
export function upsertPrices(db: Queryable, values: PriceValues[]) {
  return upsertUnnest(db, prices, values, {
    conflict: [prices.buyerCompanyId, prices.partNo, prices.priceListCode, prices.effectiveFrom],
    set: {
      supplierCompanyId: sql`excluded.supplier_company_id`,
      partDesc: sql`excluded.part_desc`,
      unitPrice: sql`excluded.unit_price`,
      currency: sql`excluded.currency`,
      uom: sql`excluded.uom`,
      effectiveTo: sql`excluded.effective_to`,
      inboundMsgAt: sql`now()`,
      updatedBy: sql`excluded.updated_by`,
      updatedAt: sql`now()`,
    },
  });
}
