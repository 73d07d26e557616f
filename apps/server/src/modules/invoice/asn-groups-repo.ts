import type { InvoiceAsnQuery } from '@portal/contract/invoice';
import { and, countDistinct, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders, companies, goodsReceipts, properties } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn } from '../../platform/i18n/property-label.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';
import { scopeCondition } from './invoice-scope.ts';

const supplier = alias(companies, 'supplier_company');
const buyer = alias(companies, 'buyer_company');

/** one currency when the receipts of the ASN agree on it, else null (an Oversea row is then not selectable) */
const asnCurrency = sql<
  string | null
>`case when count(distinct ${goodsReceipts.currency}) = 1 then min(${goodsReceipts.currency}) end`;

const SORT: SortWhitelist = {
  asnNo: asnHeaders.asnNo,
  companyCode: buyer.companyCode,
  referCompanyCode: buyer.referCompanyCode,
  shipToPlantCode: asnHeaders.shipToPlantCode,
  supplierCode: supplier.companyCode,
  supplierName: supplier.companyName,
  currency: asnCurrency,
  releaseTimeStr: asnHeaders.submittedAt,
  statusView: asnHeaders.status,
};

/**
 * ASNs with goods receipts not invoiced yet, inside the caller's scope. Receipts whose ASN the portal does
 * not know cannot be invoiced by ASN. The write-off filter Y keeps the write-off receipts, N the others.
 */
function groupCondition(query: InvoiceAsnQuery, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, query.supplierCode);
  return and(
    eq(goodsReceipts.isInvoiced, 'N'),
    scopeCondition(scope, goodsReceipts),
    query.asnNoList?.length ? inArray(asnHeaders.asnNo, query.asnNoList) : undefined,
    query.companyCode ? eq(buyer.companyCode, query.companyCode) : undefined,
    supplierCodes ? inArray(supplier.companyCode, supplierCodes) : undefined,
    query.isWriteOff ? eq(goodsReceipts.isWriteOff, query.isWriteOff) : undefined,
  );
}

function labelOfAsnStatus(locale: Locale) {
  return sql<string | null>`(select ${labelIn(properties, locale)} from ${properties}
    where ${properties.propType} = 'asnStatus' and ${properties.propKey} = ${asnHeaders.status})`;
}

export async function countAsnGroups(db: Queryable, query: InvoiceAsnQuery, scope: DataScope) {
  const [row] = await db
    .select({ value: countDistinct(asnHeaders.id) })
    .from(goodsReceipts)
    .innerJoin(asnHeaders, eq(asnHeaders.id, goodsReceipts.asnHeaderId))
    .innerJoin(supplier, eq(supplier.id, goodsReceipts.supplierCompanyId))
    .innerJoin(buyer, eq(buyer.id, goodsReceipts.buyerCompanyId))
    .where(groupCondition(query, scope));
  return row?.value ?? 0;
}

export function pageOfAsnGroups(db: Queryable, query: InvoiceAsnQuery, scope: DataScope, locale: Locale) {
  return db
    .select({
      asnHeaderId: asnHeaders.id,
      asnNo: asnHeaders.asnNo,
      companyCode: buyer.companyCode,
      referCompanyCode: buyer.referCompanyCode,
      shipToPlantCode: asnHeaders.shipToPlantCode,
      supplierCode: supplier.companyCode,
      supplierName: supplier.companyName,
      currency: asnCurrency,
      currencyList: sql<{ lineNo: string; currency: string | null }[]>`json_agg(json_build_object(
        'lineNo', ${goodsReceipts.grNo} || '/' || ${goodsReceipts.grLineNo}, 'currency', ${goodsReceipts.currency})
        order by ${goodsReceipts.grNo}, ${goodsReceipts.grLineNo})`,
      isWriteOff: sql<'Y' | 'N'>`case when bool_or(${goodsReceipts.isWriteOff} = 'Y') then 'Y' else 'N' end`,
      writeOffOnly: sql<
        'Y' | 'N'
      >`case when bool_and(${goodsReceipts.isWriteOff} = 'Y') then 'Y' else 'N' end`,
      submittedAt: asnHeaders.submittedAt,
      status: asnHeaders.status,
      statusLabel: labelOfAsnStatus(locale),
    })
    .from(goodsReceipts)
    .innerJoin(asnHeaders, eq(asnHeaders.id, goodsReceipts.asnHeaderId))
    .innerJoin(supplier, eq(supplier.id, goodsReceipts.supplierCompanyId))
    .innerJoin(buyer, eq(buyer.id, goodsReceipts.buyerCompanyId))
    .where(groupCondition(query, scope))
    .groupBy(asnHeaders.id, buyer.id, supplier.id)
    .orderBy(...orderBy(SORT, query, [desc(asnHeaders.id)]))
    .limit(query.size)
    .offset(offsetOf(query));
}
