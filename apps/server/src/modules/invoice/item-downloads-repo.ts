import type { InvoiceDownloadQuery } from '@portal/contract/invoice';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { goodsReceipts, invoiceHeaders, invoiceLines } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { buyerCompany, invoiceCondition, supplierCompany } from './list-filter.ts';

const percentOf = (rate: SQL | typeof invoiceLines.cgstRate) =>
  sql<string | null>`round(${invoiceLines.amount} * ${rate} / 100, 2)`;

/** One line of a filtered invoice with its invoice's head (dates as text for the cursor). */
export const itemFields = {
  invoiceNo: invoiceHeaders.invoiceNo,
  type: invoiceHeaders.type,
  status: invoiceHeaders.status,
  companyCode: buyerCompany.companyCode,
  shipToPlantCode: invoiceHeaders.shipToPlantCode,
  supplierCode: supplierCompany.companyCode,
  supplierName: supplierCompany.companyName,
  currency: invoiceHeaders.currency,
  invoiceDate: sql<string>`${invoiceHeaders.invoiceDate}::text`,
  grNo: goodsReceipts.grNo,
  grDate: sql<string>`${goodsReceipts.grDate}::text`,
  asnNo: goodsReceipts.asnNo,
  orderNo: goodsReceipts.orderNo,
  poLineNo: goodsReceipts.poLineNo,
  partNo: goodsReceipts.partNo,
  qty: invoiceLines.qty,
  poUom: goodsReceipts.poUom,
  grUnitPrice: invoiceLines.grUnitPrice,
  unitPrice: invoiceLines.unitPrice,
  amount: invoiceLines.amount,
  cgstRate: invoiceLines.cgstRate,
  cgstAmount: percentOf(invoiceLines.cgstRate),
  sgstRate: invoiceLines.sgstRate,
  sgstAmount: percentOf(invoiceLines.sgstRate),
  igstRate: invoiceLines.igstRate,
  igstAmount: percentOf(invoiceLines.igstRate),
  whtRate: invoiceLines.whtRate,
  whtAmount: percentOf(sql`${invoiceLines.whtRate}::numeric`),
};
export type ItemRow = Awaited<ReturnType<typeof itemsOfInvoices>>[number];

/**
 * Lines of the filtered invoices (newest invoice first, lines in their order); `whtOnly` keeps the lines
 * that carry a withholding tax rate.
 */
export function itemsOfInvoices(
  db: Queryable,
  query: InvoiceDownloadQuery,
  scope: DataScope,
  timeZone: string,
  whtOnly: boolean,
) {
  return db
    .select(itemFields)
    .from(invoiceLines)
    .innerJoin(invoiceHeaders, eq(invoiceHeaders.id, invoiceLines.invoiceHeaderId))
    .innerJoin(goodsReceipts, eq(goodsReceipts.id, invoiceLines.grId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, invoiceHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, invoiceHeaders.buyerCompanyId))
    .where(
      and(invoiceCondition(query, scope, timeZone), whtOnly ? isNotNull(invoiceLines.whtRate) : undefined),
    )
    .orderBy(desc(invoiceHeaders.id), asc(invoiceLines.id));
}
