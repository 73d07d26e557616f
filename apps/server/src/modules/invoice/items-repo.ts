import type { InvoiceGrQuery } from '@portal/contract/invoice';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { companies, goodsReceipts, invoiceLines } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';
import { scopeCondition } from './invoice-scope.ts';
import { partDescOfReceipt, priceListPriceOfReceipt } from './price-list-price.ts';

const supplier = alias(companies, 'supplier_company');
const buyer = alias(companies, 'buyer_company');

const SORT: SortWhitelist = {
  grNo: goodsReceipts.grNo,
  grDateStr: goodsReceipts.grDate,
  asnNo: goodsReceipts.asnNo,
  orderNo: goodsReceipts.orderNo,
  poLineNo: goodsReceipts.poLineNo,
  partNo: goodsReceipts.partNo,
};

const TIE_BREAKERS = [asc(goodsReceipts.asnNo), asc(goodsReceipts.grNo), asc(goodsReceipts.grLineNo)];

/** What every item row shows of its goods receipt. */
const receiptFields = {
  grId: goodsReceipts.id,
  grNo: goodsReceipts.grNo,
  grDateStr: sql<string>`${goodsReceipts.grDate}::text`,
  asnNo: goodsReceipts.asnNo,
  orderNo: goodsReceipts.orderNo,
  poLineNo: goodsReceipts.poLineNo,
  partNo: goodsReceipts.partNo,
  partDesc: partDescOfReceipt,
  grQty: goodsReceipts.qty,
  poUom: goodsReceipts.poUom,
  currency: goodsReceipts.currency,
  grUnitPrice: goodsReceipts.grUnitPrice,
  priceListCode: goodsReceipts.priceListCode,
  companyCode: buyer.companyCode,
  shipToPlantCode: goodsReceipts.shipToPlantCode,
  isWriteOff: goodsReceipts.isWriteOff,
};

/** Receipts of the chosen ASNs not yet invoiced, inside the caller's scope (a new invoice's lines). */
function openCondition(query: InvoiceGrQuery, scope: DataScope, writeOff: 'Y' | 'N'): SQL | undefined {
  return and(
    eq(goodsReceipts.isInvoiced, 'N'),
    eq(goodsReceipts.isWriteOff, writeOff),
    scopeCondition(scope, goodsReceipts),
    inArray(goodsReceipts.asnNo, query.asnNoList),
    eq(supplier.companyCode, scope.kind === 'supplier' ? scope.supplierCode : query.supplierCode),
    eq(buyer.companyCode, query.companyCode),
    query.shipToPlantCode ? eq(goodsReceipts.shipToPlantCode, query.shipToPlantCode) : undefined,
    query.currency ? eq(goodsReceipts.currency, query.currency) : undefined,
  );
}

export async function countOpenReceipts(
  db: Queryable,
  query: InvoiceGrQuery,
  scope: DataScope,
  writeOff: 'Y' | 'N',
) {
  const [row] = await db
    .select({ value: count() })
    .from(goodsReceipts)
    .innerJoin(supplier, eq(supplier.id, goodsReceipts.supplierCompanyId))
    .innerJoin(buyer, eq(buyer.id, goodsReceipts.buyerCompanyId))
    .where(openCondition(query, scope, writeOff));
  return row?.value ?? 0;
}

export function pageOfOpenReceipts(
  db: Queryable,
  query: InvoiceGrQuery,
  scope: DataScope,
  writeOff: 'Y' | 'N',
) {
  return db
    .select({ ...receiptFields, priceListPrice: priceListPriceOfReceipt })
    .from(goodsReceipts)
    .innerJoin(supplier, eq(supplier.id, goodsReceipts.supplierCompanyId))
    .innerJoin(buyer, eq(buyer.id, goodsReceipts.buyerCompanyId))
    .where(openCondition(query, scope, writeOff))
    .orderBy(...orderBy(SORT, query, TIE_BREAKERS))
    .limit(query.size)
    .offset(offsetOf(query));
}

export type OpenReceiptRow = Awaited<ReturnType<typeof pageOfOpenReceipts>>[number];

/** A tax of a line: its amount times the rate in %, rounded to the cent (exact numeric arithmetic). */
function percentOf(rate: typeof invoiceLines.cgstRate) {
  return sql<string | null>`round(${invoiceLines.amount} * ${rate} / 100, 2)`;
}

/** Lines of an invoice with their receipts, in receipt order. */
export function linesOfInvoice(db: Queryable, invoiceHeaderId: number) {
  return db
    .select({
      ...receiptFields,
      unitPrice: invoiceLines.unitPrice,
      amount: invoiceLines.amount,
      cgstRate: invoiceLines.cgstRate,
      sgstRate: invoiceLines.sgstRate,
      igstRate: invoiceLines.igstRate,
      whtRate: invoiceLines.whtRate,
      cgstAmount: percentOf(invoiceLines.cgstRate),
      sgstAmount: percentOf(invoiceLines.sgstRate),
      igstAmount: percentOf(invoiceLines.igstRate),
      whtAmount: sql<
        string | null
      >`round(${invoiceLines.amount} * ${invoiceLines.whtRate}::numeric / 100, 2)`,
      // the price found by the last match, else today's view of the price list
      priceListPrice: sql<
        string | null
      >`coalesce(${invoiceLines.priceListPrice}, ${priceListPriceOfReceipt})`,
      priceCheckStatus: invoiceLines.priceCheckStatus,
    })
    .from(invoiceLines)
    .innerJoin(goodsReceipts, eq(goodsReceipts.id, invoiceLines.grId))
    .innerJoin(buyer, eq(buyer.id, goodsReceipts.buyerCompanyId))
    .where(eq(invoiceLines.invoiceHeaderId, invoiceHeaderId))
    .orderBy(...TIE_BREAKERS);
}

export type InvoiceLineRow = Awaited<ReturnType<typeof linesOfInvoice>>[number];

/** What an item-list file gives a receipt: the supplier's price and rates (null: not in the file). */
export interface UploadedPrice {
  grId: number;
  unitPrice: string | null;
  cgstRate: string | null;
  sgstRate: string | null;
  igstRate: string | null;
  whtRate: string | null;
}

/**
 * The screen's receipts (inside the caller's scope) with the prices of an item-list file and the amounts
 * they make, computed like a saved line: amount = qty x price, taxes = amount x rate, rounded to the cent.
 */
export function receiptsWithPrices(db: Queryable, prices: readonly UploadedPrice[], scope: DataScope) {
  const column = <T>(pick: (price: UploadedPrice) => T) => sql.param(prices.map(pick));
  const amount = sql<string | null>`round(${goodsReceipts.qty} * item.unit_price, 2)`;
  const taxOf = (rate: SQL) => sql<string | null>`round(${amount} * ${rate} / 100, 2)`;
  return db
    .select({
      ...receiptFields,
      priceListPrice: priceListPriceOfReceipt,
      unitPrice: sql<string | null>`item.unit_price::text`,
      amount,
      cgstRate: sql<string | null>`item.cgst::text`,
      cgstAmount: taxOf(sql`item.cgst`),
      sgstRate: sql<string | null>`item.sgst::text`,
      sgstAmount: taxOf(sql`item.sgst`),
      igstRate: sql<string | null>`item.igst::text`,
      igstAmount: taxOf(sql`item.igst`),
      whtRate: sql<string | null>`item.wht`,
      whtAmount: taxOf(sql`item.wht::numeric`),
    })
    .from(goodsReceipts)
    .innerJoin(
      sql`unnest(${column((price) => price.grId)}::bigint[], ${column((price) => price.unitPrice)}::numeric[],
        ${column((price) => price.cgstRate)}::numeric[], ${column((price) => price.sgstRate)}::numeric[],
        ${column((price) => price.igstRate)}::numeric[], ${column((price) => price.whtRate)}::text[])
        as item(gr_id, unit_price, cgst, sgst, igst, wht)`,
      sql`item.gr_id = ${goodsReceipts.id}`,
    )
    .innerJoin(supplier, eq(supplier.id, goodsReceipts.supplierCompanyId))
    .innerJoin(buyer, eq(buyer.id, goodsReceipts.buyerCompanyId))
    .where(scopeCondition(scope, goodsReceipts))
    .orderBy(...TIE_BREAKERS);
}

export type PricedReceiptRow = Awaited<ReturnType<typeof receiptsWithPrices>>[number];
