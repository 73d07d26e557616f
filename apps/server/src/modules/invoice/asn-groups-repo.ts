import type { InvoiceAsnQuery } from '@portal/contract/invoice';
import { and, countDistinct, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders, companies, goodsReceipts, properties } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn } from '../../platform/i18n/property-label.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { type PageWindow, readPage } from '../../platform/lists/page-window.ts';
import type { SortWhitelist } from '../../platform/lists/paging.ts';
import { ascending, descending, orderSql, type SortKey, sortKeys } from '../../platform/lists/sort-keys.ts';
import { scopeCondition } from './invoice-scope.ts';

const supplier = alias(companies, 'supplier_company');
const buyer = alias(companies, 'buyer_company');

/**
 * ASNs with goods receipts not invoiced yet, inside the caller's scope. Receipts whose ASN the portal does
 * not know cannot be invoiced by ASN. The write-off filter Y keeps the write-off receipts, N the others.
 * Codes are matched through the ids they name, so the receipts are filtered (and counted) without joins.
 */
function groupCondition(db: Queryable, query: InvoiceAsnQuery, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, query.supplierCode);
  const companiesCoded = (codes: string[]) =>
    db.select({ id: companies.id }).from(companies).where(inArray(companies.companyCode, codes));
  return and(
    eq(goodsReceipts.isInvoiced, 'N'),
    isNotNull(goodsReceipts.asnHeaderId),
    scopeCondition(scope, goodsReceipts),
    query.asnNoList?.length
      ? inArray(
          goodsReceipts.asnHeaderId,
          db.select({ id: asnHeaders.id }).from(asnHeaders).where(inArray(asnHeaders.asnNo, query.asnNoList)),
        )
      : undefined,
    query.companyCode
      ? inArray(goodsReceipts.buyerCompanyId, companiesCoded([query.companyCode]))
      : undefined,
    supplierCodes ? inArray(goodsReceipts.supplierCompanyId, companiesCoded(supplierCodes)) : undefined,
    query.isWriteOff ? eq(goodsReceipts.isWriteOff, query.isWriteOff) : undefined,
  );
}

/**
 * The open receipts grouped per ASN, buyer and supplier (a row of the list), with what the row shows of
 * them; `only` narrows the receipts (to a page's groups). PostgreSQL drops the aggregates a query over
 * this does not read, so the page's ids cost the grouping alone.
 */
function openGroups(
  db: Queryable,
  query: InvoiceAsnQuery,
  scope: DataScope,
  name: string,
  { only, order = [] }: { only?: SQL; order?: SQL[] } = {},
) {
  return db
    .select({
      asnHeaderId: goodsReceipts.asnHeaderId,
      buyerId: goodsReceipts.buyerCompanyId,
      supplierId: goodsReceipts.supplierCompanyId,
      // one currency when the receipts of the ASN agree on it, else null (an Oversea row is then not selectable)
      currency: sql<string | null>`case when count(distinct ${goodsReceipts.currency}) = 1
        then min(${goodsReceipts.currency}) end`.as('currency'),
      currencyList: sql<{ lineNo: string; currency: string | null }[]>`json_agg(json_build_object(
        'lineNo', ${goodsReceipts.grNo} || '/' || ${goodsReceipts.grLineNo}, 'currency', ${goodsReceipts.currency})
        order by ${goodsReceipts.grNo}, ${goodsReceipts.grLineNo})`.as('currency_list'),
      isWriteOff: sql<
        'Y' | 'N'
      >`case when bool_or(${goodsReceipts.isWriteOff} = 'Y') then 'Y' else 'N' end`.as('is_write_off'),
      writeOffOnly: sql<
        'Y' | 'N'
      >`case when bool_and(${goodsReceipts.isWriteOff} = 'Y') then 'Y' else 'N' end`.as('write_off_only'),
    })
    .from(goodsReceipts)
    .where(and(groupCondition(db, query, scope), only))
    .groupBy(goodsReceipts.asnHeaderId, goodsReceipts.buyerCompanyId, goodsReceipts.supplierCompanyId)
    .orderBy(...order)
    .as(name);
}

type OpenGroups = ReturnType<typeof openGroups>;

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

/** The rows of a page: the receipts of its groups only, grouped again with everything the row shows. */
function rowsIn(db: Queryable, query: InvoiceAsnQuery, scope: DataScope, locale: Locale, window: PageWindow) {
  const keys = pageKeys(db, query, scope, window);
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
    (window) => rowsIn(db, query, scope, locale, window),
  );
}
