import type { InvoiceAsnQuery } from '@portal/contract/invoice';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders, companies, goodsReceipts } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import { scopeCondition } from './invoice-scope.ts';

/**
 * ASNs with goods receipts not invoiced yet, inside the caller's scope. Receipts whose ASN the portal does
 * not know cannot be invoiced by ASN. The write-off filter Y keeps the write-off receipts, N the others.
 * Codes are matched through the ids they name, so the receipts are filtered (and counted) without joins.
 */
export function groupCondition(db: Queryable, query: InvoiceAsnQuery, scope: DataScope): SQL | undefined {
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
export function openGroups(
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

export type OpenGroups = ReturnType<typeof openGroups>;
