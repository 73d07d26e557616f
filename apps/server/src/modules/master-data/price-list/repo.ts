import type { PageQuery } from '@portal/contract/common';
import type { PRICE_LIST_SORT_FIELDS, PriceListFilter, PriceListQuery } from '@portal/contract/master-data';
import { and, count, eq, gte, inArray, isNull, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { companies, partPrices as prices } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../../platform/dates.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { countKey, rememberedCount } from '../../../platform/lists/count-memo.ts';
import { type PageWindow, readPage } from '../../../platform/lists/page-window.ts';
import { ascending, orderSql, sortKeys } from '../../../platform/lists/sort-keys.ts';
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

/** By company, part, price list and period when the user has not sorted; the id keeps pages apart. */
const TIE_BREAKERS = [
  ascending(companies.companyCode),
  ascending(prices.partNo),
  ascending(prices.priceListCode),
  ascending(prices.effectiveFrom),
  ascending(prices.id),
];

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

function fromPrices<Fields extends SelectedFields>(db: Queryable, fields: Fields) {
  return db.select(fields).from(prices).innerJoin(companies, eq(companies.id, prices.buyerCompanyId));
}

export async function countPrices(db: Queryable, scope: DataScope, filter: PriceListFilter): Promise<number> {
  const [row] = await fromPrices(db, { value: count() }).where(filtersOf(scope, filter));
  return row?.value ?? 0;
}

/** The filtered prices in the list's order (the export reads them all through a cursor). */
export function selectPrices(
  db: Queryable,
  scope: DataScope,
  query: PriceListFilter & Pick<PageQuery, 'sort' | 'sortName'>,
) {
  return fromPrices(db, priceFields)
    .where(filtersOf(scope, query))
    .orderBy(...orderSql(sortKeys(sortable, query, TIE_BREAKERS)));
}

/** The ids of a page's prices: a narrow read in the list's order, so OFFSET skips ids rather than whole rows. */
function idsIn(db: Queryable, scope: DataScope, query: PriceListQuery, window: PageWindow) {
  return fromPrices(db, { id: prices.id })
    .where(filtersOf(scope, query))
    .orderBy(...orderSql(sortKeys(sortable, query, TIE_BREAKERS), window.reversed))
    .limit(window.limit)
    .offset(window.offset);
}

/** A page of the list with the total (read from the nearer end, ids first, the total remembered). */
export function pageOfPrices(db: Queryable, scope: DataScope, query: PriceListQuery) {
  const keys = sortKeys(sortable, query, TIE_BREAKERS);
  return readPage(
    query,
    () =>
      rememberedCount(db, countKey('prices', query, scope), ['part_prices', 'companies'], (snapshot) =>
        countPrices(snapshot, scope, query),
      ),
    (window) =>
      fromPrices(db, priceFields)
        .where(inArray(prices.id, idsIn(db, scope, query, window)))
        .orderBy(...orderSql(keys, window.reversed)),
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
