import type { PageQuery } from '@portal/contract/common';
import type { PRICE_LIST_SORT_FIELDS, PriceListFilter, PriceListQuery } from '@portal/contract/master-data';
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { companies, partPrices as prices } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../../platform/dates.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { countKey, rememberedCount } from '../../../platform/lists/count-memo.ts';
import { type PageWindow, readPage } from '../../../platform/lists/page-window.ts';
import { readSegmentedPage } from '../../../platform/lists/segments.ts';
import { ascending, orderSql, type SortKey, sortKeys } from '../../../platform/lists/sort-keys.ts';
import { ownedBy } from '../owner-scope.ts';

/** Fields of a price row; dates as text (yyyy-MM-dd) so an export cursor reads them as the list does. */
export const priceFields = {
  priceId: prices.id,
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

// the id is a row's address, not a column to sort by
const { priceId: _address, ...listedFields } = priceFields;

const sortable = {
  ...listedFields,
  effectiveDateFromStr: prices.effectiveFrom,
  effectiveDateToStr: prices.effectiveTo,
  inboundMsgDateStr: prices.inboundMsgAt,
} satisfies Record<(typeof PRICE_LIST_SORT_FIELDS)[number], SQLWrapper>;

/** Inside one buyer company, the default order: part, price list and period (the unique index's), then id. */
const WITHIN_COMPANY = [
  ascending(prices.partNo),
  ascending(prices.priceListCode),
  ascending(prices.effectiveFrom),
  ascending(prices.id),
];

/** By company, part, price list and period when the user has not sorted; the id keeps pages apart. */
const TIE_BREAKERS = [ascending(companies.companyCode), ...WITHIN_COMPANY];

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

/** How many of the filtered prices each buyer company holds, in company code order (the default order's runs). */
function pricesPerCompany(db: Queryable, scope: DataScope, filter: PriceListFilter) {
  return db
    .select({ key: prices.buyerCompanyId, rows: count() })
    .from(prices)
    .innerJoin(companies, eq(companies.id, prices.buyerCompanyId))
    .where(filtersOf(scope, filter))
    .groupBy(prices.buyerCompanyId, companies.companyCode)
    .orderBy(asc(companies.companyCode));
}

/** The rows of the given ids, in the list's order (mirrored when the window is). */
function pricesWithIds(db: Queryable, keys: SortKey[], ids: SQL | SQLWrapper, reversed: boolean) {
  return fromPrices(db, priceFields)
    .where(inArray(prices.id, ids))
    .orderBy(...orderSql(keys, reversed));
}

/**
 * A page of the list with the total (read from the nearer end, ids first, the total remembered). In the
 * default order a page is read per buyer company: inside one the order is the unique index's, so a page
 * walks that index instead of sorting every filtered price by company code.
 */
export function pageOfPrices(db: Queryable, scope: DataScope, query: PriceListQuery) {
  const keys = sortKeys(sortable, query, TIE_BREAKERS);
  if (!query.sortName) {
    return readSegmentedPage(
      query,
      () =>
        rememberedCount(
          db,
          countKey('price-companies', query, scope),
          ['part_prices', 'companies'],
          (snapshot) => pricesPerCompany(snapshot, scope, query),
        ),
      (company, window) => {
        const ids = fromPrices(db, { id: prices.id })
          .where(and(filtersOf(scope, query), eq(prices.buyerCompanyId, company)))
          .orderBy(...orderSql(WITHIN_COMPANY, window.reversed))
          .limit(window.limit)
          .offset(window.offset);
        return pricesWithIds(db, keys, ids, window.reversed);
      },
    );
  }
  return readPage(
    query,
    () =>
      rememberedCount(db, countKey('prices', query, scope), ['part_prices', 'companies'], (snapshot) =>
        countPrices(snapshot, scope, query),
      ),
    (window) => pricesWithIds(db, keys, idsIn(db, scope, query, window), window.reversed),
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
