import type { InvoiceItem } from '@portal/contract/invoice';
import { compareDecimals } from '../../platform/decimal.ts';
import type { InvoiceLineRow, OpenReceiptRow, PricedReceiptRow } from './items-repo.ts';

/** prices are stored with 6 decimals, like the price list */
export const PRICE_SCALE = 6;

/** Y when the price differs from the price list's (or the price list has none): a yellow row. */
export function varianceOf(price: string | null, listPrice: string | null): 'Y' | 'N' {
  return price === null || listPrice === null || compareDecimals(price, listPrice, PRICE_SCALE) !== 0
    ? 'Y'
    : 'N';
}

const NO_TAX = {
  cgstRate: null,
  cgstAmount: null,
  sgstRate: null,
  sgstAmount: null,
  igstRate: null,
  igstAmount: null,
  whtBase: null,
  whtRate: null,
  whtAmount: null,
} as const;

/** A receipt offered for a new invoice: the supplier's price starts empty, compared by the GR price. */
export function openReceiptItem(row: OpenReceiptRow): InvoiceItem {
  return {
    grId: row.grId,
    grNo: row.grNo,
    grDateStr: row.grDateStr,
    asnNo: row.asnNo,
    orderNo: row.orderNo,
    poLineNo: row.poLineNo,
    partNo: row.partNo,
    partDesc: row.partDesc,
    grQty: row.grQty,
    poUom: row.poUom,
    currency: row.currency,
    grUnitPrice: row.grUnitPrice,
    unitPrice: null,
    amount: null,
    priceListCode: row.priceListCode,
    priceVariance: varianceOf(row.grUnitPrice, row.priceListPrice),
    isWriteOff: row.isWriteOff,
    ...NO_TAX,
  };
}

/** A line of a stored invoice with its taxes. */
export function invoiceLineItem(row: InvoiceLineRow): InvoiceItem {
  return {
    ...openReceiptItem(row),
    unitPrice: row.unitPrice,
    amount: row.amount,
    priceVariance: row.priceCheckStatus
      ? row.priceCheckStatus === 'Failed'
        ? 'Y'
        : 'N'
      : varianceOf(row.unitPrice, row.priceListPrice),
    cgstRate: row.cgstRate,
    cgstAmount: row.cgstAmount,
    sgstRate: row.sgstRate,
    sgstAmount: row.sgstAmount,
    igstRate: row.igstRate,
    igstAmount: row.igstAmount,
    whtBase: row.whtRate === null ? null : row.amount,
    whtRate: row.whtRate,
    whtAmount: row.whtAmount,
  };
}

/** A receipt of the screen with the price and rates an item-list file gave it (none: left empty). */
export function uploadedItem(row: PricedReceiptRow): InvoiceItem {
  const open = openReceiptItem(row);
  return {
    ...open,
    unitPrice: row.unitPrice,
    amount: row.amount,
    priceVariance:
      row.unitPrice === null ? open.priceVariance : varianceOf(row.unitPrice, row.priceListPrice),
    cgstRate: row.cgstRate,
    cgstAmount: row.cgstAmount,
    sgstRate: row.sgstRate,
    sgstAmount: row.sgstAmount,
    igstRate: row.igstRate,
    igstAmount: row.igstAmount,
    whtBase: row.whtRate === null ? null : row.amount,
    whtRate: row.whtRate,
    whtAmount: row.whtAmount,
  };
}
