import type { GrDownloadQuery, GrQuery } from '@portal/contract/gr';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { goodsReceiptCounts, goodsReceiptDayCounts, goodsReceipts } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { narrowsPlants } from '../../platform/access/scope-condition.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { type DayCounts, daySeek } from '../../platform/lists/day-seek.ts';
import { keptRowsOfScope, sumOfKeptRows } from '../../platform/lists/kept-count-scope.ts';
import { idsOf } from '../../platform/lists/key-seek.ts';
import { readPageOfIds } from '../../platform/lists/keyset-page.ts';
import { anchorKey } from '../../platform/lists/page-anchors.ts';
import type { PageWindow } from '../../platform/lists/page-window.ts';
import type { SortWhitelist } from '../../platform/lists/paging.ts';
import { partiesIdQuery } from '../../platform/lists/parties-id-query.ts';
import { sameCondition } from '../../platform/lists/same-condition.ts';
import { ascending, descending, orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
import { buyerCompany, grCondition, supplierCompany } from './gr-filter.ts';

/** Display fields every user may sort by, and the columns they sort by (dates by the stored dates). */
const SORT: SortWhitelist = {
  companyCode: buyerCompany.companyCode,
  shipToPlantCode: goodsReceipts.shipToPlantCode,
  supplierCode: supplierCompany.companyCode,
  supplierName: supplierCompany.companyName,
  grNo: goodsReceipts.grNo,
  partNo: goodsReceipts.partNo,
  qty: goodsReceipts.qty,
  poUom: goodsReceipts.poUom,
  orderNo: goodsReceipts.orderNo,
  poLineNo: goodsReceipts.poLineNo,
  priceListCode: goodsReceipts.priceListCode,
  asnNo: goodsReceipts.asnNo,
  grDateStr: goodsReceipts.grDate,
  isInvoiced: goodsReceipts.isInvoiced,
  invoiceNo: goodsReceipts.invoiceNo,
  invoiceDateStr: goodsReceipts.invoiceDate,
};

/** Buyers may also sort by the price columns; a supplier asking for them is refused like any unknown field. */
const BUYER_SORT: SortWhitelist = {
  ...SORT,
  currency: goodsReceipts.currency,
  grUnitPrice: goodsReceipts.grUnitPrice,
  amount: goodsReceipts.amount,
};

/**
 * Newest receipts first when the user has not sorted, the lines of a receipt together in the ERP's order;
 * the id (unique) keeps pages apart.
 */
const TIE_BREAKERS = [
  descending(goodsReceipts.grDate),
  ascending(goodsReceipts.grNo),
  ascending(goodsReceipts.id),
];

/** A receipt as everybody sees it. */
const commonFields = {
  grId: goodsReceipts.id,
  companyCode: buyerCompany.companyCode,
  shipToPlantCode: goodsReceipts.shipToPlantCode,
  supplierCode: supplierCompany.companyCode,
  supplierName: supplierCompany.companyName,
  grNo: goodsReceipts.grNo,
  partNo: goodsReceipts.partNo,
  qty: goodsReceipts.qty,
  poUom: goodsReceipts.poUom,
  orderNo: goodsReceipts.orderNo,
  poLineNo: goodsReceipts.poLineNo,
  priceListCode: goodsReceipts.priceListCode,
  asnNo: goodsReceipts.asnNo,
  grDateStr: sql<string>`${goodsReceipts.grDate}::text`,
  isInvoiced: goodsReceipts.isInvoiced,
  invoiceNo: goodsReceipts.invoiceNo,
  invoiceDateStr: sql<string | null>`${goodsReceipts.invoiceDate}::text`,
};

/** A receipt as a buyer sees it: with currency, unit price and amount. */
const buyerFields = {
  ...commonFields,
  currency: goodsReceipts.currency,
  grUnitPrice: goodsReceipts.grUnitPrice,
  amount: goodsReceipts.amount,
};

/**
 * The columns a caller may receive: suppliers never get the price columns, not even from the database,
 * so no later step can leak them.
 */
export function grFields(scope: DataScope): typeof buyerFields | typeof commonFields {
  return scope.kind === 'buyer' ? buyerFields : commonFields;
}

function sortOf(scope: DataScope): SortWhitelist {
  return scope.kind === 'buyer' ? BUYER_SORT : SORT;
}

/** Whether the filters narrow the list beyond the caller's scope (their SQL differs from no filters'). */
function narrowsScope(query: GrQuery, scope: DataScope): boolean {
  return !sameCondition(grCondition(query, scope), grCondition({}, scope));
}

/** Whether the kept counts hold the list's receipts: unfiltered, whole companies (not plants). */
function countsKept(query: GrQuery, scope: DataScope): boolean {
  return !narrowsScope(query, scope) && !narrowsPlants(scope);
}

/** A scope's receipts from the kept counts (a few rows), as the list counts them unfiltered. */
async function keptCount(db: Queryable, scope: DataScope): Promise<number> {
  return sumOfKeptRows(
    db,
    goodsReceiptCounts,
    goodsReceiptCounts.receipts,
    keptRowsOfScope(goodsReceiptCounts, scope),
  );
}

/**
 * The list's total: unfiltered from the kept counts, filtered by counting the matching receipts. The counts
 * are kept per buyer and supplier, not per plant: a buyer narrowed to its plants counts its receipts.
 */
export async function countReceipts(db: Queryable, query: GrQuery, scope: DataScope): Promise<number> {
  if (countsKept(query, scope)) return keptCount(db, scope);
  const [row] = await db
    .select({ value: count() })
    .from(goodsReceipts)
    .innerJoin(supplierCompany, eq(supplierCompany.id, goodsReceipts.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, goodsReceipts.buyerCompanyId))
    .where(grCondition(query, scope));
  return row?.value ?? 0;
}

/** Every receipt the filters match, in the list's order (the download reads it through a cursor). */
export function allReceipts(db: Queryable, query: GrDownloadQuery, scope: DataScope) {
  return db
    .select(grFields(scope))
    .from(goodsReceipts)
    .innerJoin(supplierCompany, eq(supplierCompany.id, goodsReceipts.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, goodsReceipts.buyerCompanyId))
    .where(grCondition(query, scope))
    .orderBy(...orderSql(sortKeys(sortOf(scope), query, TIE_BREAKERS)));
}

/** The list's id query for a window (partiesIdQuery), for the key seek and the page's ids. */
function idQuery(db: Queryable, query: GrQuery, scope: DataScope) {
  return partiesIdQuery(db, {
    table: goodsReceipts,
    id: goodsReceipts.id,
    buyer: { company: buyerCompany, column: goodsReceipts.buyerCompanyId },
    supplier: { company: supplierCompany, column: goodsReceipts.supplierCompanyId },
    condition: grCondition(query, scope),
  });
}

/** The ids of a page's receipts with their sort key values: a narrow read of the order's index. */
function idsIn(db: Queryable, query: GrQuery, scope: DataScope, window: PageWindow, from?: SQL) {
  return idsOf(db, sortKeys(sortOf(scope), query, TIE_BREAKERS), idQuery(db, query, scope))(window, from);
}

/**
 * Receipts near a deep position of the unfiltered list in its default order (newest receipt first), from
 * the day counts (day-seek.ts).
 */
function receiptSeek(db: Queryable, query: GrQuery, scope: DataScope) {
  if (!countsKept(query, scope) || query.sortName) return undefined;
  const counts: DayCounts = {
    table: goodsReceiptDayCounts,
    day: goodsReceiptDayCounts.grDate,
    rows: goodsReceiptDayCounts.receipts,
    where: keptRowsOfScope(goodsReceiptDayCounts, scope),
  };
  return daySeek(
    db,
    counts,
    (window, from) => idsIn(db, query, scope, window, from),
    (day) => eq(goodsReceipts.grDate, day),
  );
}

/** A page of the list with the total (ids first, read from the nearest known row). */
export function pageOfReceipts(db: Queryable, query: GrQuery, scope: DataScope) {
  const keys = sortKeys(sortOf(scope), query, TIE_BREAKERS);
  const tables = ['goods_receipts', 'companies'];
  return readPageOfIds(db, query, {
    key: anchorKey('gr', query, scope),
    tables,
    keys,
    count: () =>
      rememberedCount(db, countKey('gr', query, scope), tables, (snapshot) =>
        countReceipts(snapshot, query, scope),
      ),
    ids: (window, from) => idsIn(db, query, scope, window, from),
    rows: (ids) =>
      db
        .select(grFields(scope))
        .from(goodsReceipts)
        .innerJoin(supplierCompany, eq(supplierCompany.id, goodsReceipts.supplierCompanyId))
        .innerJoin(buyerCompany, eq(buyerCompany.id, goodsReceipts.buyerCompanyId))
        .where(inArray(goodsReceipts.id, ids))
        .orderBy(...orderSql(keys)),
    seek: receiptSeek(db, query, scope),
    idQuery: idQuery(db, query, scope),
  });
}
