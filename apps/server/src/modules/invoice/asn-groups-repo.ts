import type { InvoiceAsnQuery } from '@portal/contract/invoice';
import { countDistinct, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders, companies, goodsReceipts, properties } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn } from '../../platform/i18n/property-label.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { type PageWindow, readPage } from '../../platform/lists/page-window.ts';
import type { SortWhitelist } from '../../platform/lists/paging.ts';
import { ascending, descending, orderSql, type SortKey, sortKeys } from '../../platform/lists/sort-keys.ts';
import { walkedKeys, walkedSort } from './asn-groups-walk.ts';
import { groupCondition, type OpenGroups, openGroups } from './open-asn-groups.ts';

const supplier = alias(companies, 'supplier_company');
const buyer = alias(companies, 'buyer_company');

/** The list's order over the groups: the user's sort, then the newest ASN (the group's key keeps rows apart). */
function orderOf(groups: OpenGroups, query: InvoiceAsnQuery): SortKey[] {
  const sortable: SortWhitelist = {
    asnNo: asnHeaders.asnNo,
    companyCode: buyer.companyCode,
    referCompanyCode: buyer.referCompanyCode,
    shipToPlantCode: asnHeaders.shipToPlantCode,
    supplierCode: supplier.companyCode,
    supplierName: supplier.companyName,
    currency: groups.currency,
    releaseTimeStr: asnHeaders.submittedAt,
    statusView: asnHeaders.status,
  };
  return sortKeys(sortable, query, [
    descending(groups.asnHeaderId),
    descending(groups.buyerId),
    descending(groups.supplierId),
  ]);
}

export async function countAsnGroups(db: Queryable, query: InvoiceAsnQuery, scope: DataScope) {
  const [row] = await db
    .select({ value: countDistinct(goodsReceipts.asnHeaderId) })
    .from(goodsReceipts)
    .where(groupCondition(db, query, scope));
  return row?.value ?? 0;
}

/** Sorts by a group's own columns; the others read its ASN, buyer or supplier. */
const GROUP_SORTS: ReadonlySet<string | undefined> = new Set([undefined, 'currency']);

/**
 * The keys (ASN, buyer, supplier) of a page's groups, in the list's order (mirrored when reversed). The
 * parties are joined only for a sort that reads them: every open receipt has its ASN and companies (foreign
 * keys), so the joins drop no group, and without them the default order walks the open receipts' index
 * newest ASN first and stops at the page.
 */
function pageKeys(db: Queryable, query: InvoiceAsnQuery, scope: DataScope, window: PageWindow) {
  // in the default order (the group key descending) the groups are asked for in that order too, so they
  // come out of the grouping ordered through the index that has the ASN first; else PostgreSQL may group in
  // another index's order and sort every group for one page. The outer order still decides the answer.
  const groupKey = [
    ascending(goodsReceipts.asnHeaderId),
    ascending(goodsReceipts.buyerCompanyId),
    ascending(goodsReceipts.supplierCompanyId),
  ];
  const groups = openGroups(db, query, scope, 'listed', {
    order: query.sortName ? [] : orderSql(groupKey, !window.reversed),
  });
  const keys = db
    .select({ asnHeaderId: groups.asnHeaderId, buyerId: groups.buyerId, supplierId: groups.supplierId })
    .from(groups)
    .$dynamic();
  const joined = GROUP_SORTS.has(query.sortName)
    ? keys
    : keys
        .innerJoin(asnHeaders, eq(asnHeaders.id, groups.asnHeaderId))
        .innerJoin(supplier, eq(supplier.id, groups.supplierId))
        .innerJoin(buyer, eq(buyer.id, groups.buyerId));
  return joined
    .orderBy(...orderSql(orderOf(groups, query), window.reversed))
    .limit(window.limit)
    .offset(window.offset);
}

function labelOfAsnStatus(locale: Locale) {
  return sql<string | null>`(select ${labelIn(properties, locale)} from ${properties}
    where ${properties.propType} = 'asnStatus' and ${properties.propKey} = ${asnHeaders.status})`;
}

type PageKeys = ReturnType<typeof pageKeys> | ReturnType<typeof walkedKeys>;

/** The rows of a page: the receipts of its groups only, grouped again with everything the row shows. */
function rowsOf(
  db: Queryable,
  query: InvoiceAsnQuery,
  scope: DataScope,
  locale: Locale,
  keys: PageKeys,
  window: PageWindow,
) {
  const groups = openGroups(db, query, scope, 'paged', {
    only: sql`(${goodsReceipts.asnHeaderId}, ${goodsReceipts.buyerCompanyId}, ${goodsReceipts.supplierCompanyId})
      in ${keys}`,
  });
  return db
    .select({
      asnHeaderId: asnHeaders.id,
      asnNo: asnHeaders.asnNo,
      companyCode: buyer.companyCode,
      referCompanyCode: buyer.referCompanyCode,
      shipToPlantCode: asnHeaders.shipToPlantCode,
      supplierCode: supplier.companyCode,
      supplierName: supplier.companyName,
      currency: groups.currency,
      currencyList: groups.currencyList,
      isWriteOff: groups.isWriteOff,
      writeOffOnly: groups.writeOffOnly,
      submittedAt: asnHeaders.submittedAt,
      status: asnHeaders.status,
      statusLabel: labelOfAsnStatus(locale),
    })
    .from(groups)
    .innerJoin(asnHeaders, eq(asnHeaders.id, groups.asnHeaderId))
    .innerJoin(supplier, eq(supplier.id, groups.supplierId))
    .innerJoin(buyer, eq(buyer.id, groups.buyerId))
    .orderBy(...orderSql(orderOf(groups, query), window.reversed));
}

/**
 * The rows of a page. A sort by an indexed column of the ASN header walks the ASNs in that order and stops
 * at the page (a window near either end); a window the walk does not fill (the list's end, or open
 * receipts too scarce among the ASNs it read) is read again from every group, which answers the same rows
 * where the walk's are complete.
 */
export async function asnGroupRows(
  db: Queryable,
  query: InvoiceAsnQuery,
  scope: DataScope,
  locale: Locale,
  window: PageWindow,
) {
  const sort = walkedSort(query, window);
  if (sort) {
    const walked = await rowsOf(db, query, scope, locale, walkedKeys(db, query, scope, window, sort), window);
    if (walked.length === window.limit) return walked;
  }
  return rowsOf(db, query, scope, locale, pageKeys(db, query, scope, window), window);
}

/** A page of the list with the total (read from the nearer end, the page's groups first). */
export function pageOfAsnGroups(db: Queryable, query: InvoiceAsnQuery, scope: DataScope, locale: Locale) {
  return readPage(
    query,
    () =>
      rememberedCount(
        db,
        countKey('invoice-asn-groups', query, scope),
        ['goods_receipts', 'asn_headers', 'companies'],
        (snapshot) => countAsnGroups(snapshot, query, scope),
      ),
    (window) => asnGroupRows(db, query, scope, locale, window),
  );
}
