import { z } from 'zod';
import {
  DecimalString,
  FilterDate,
  PageQuery,
  QueryValueList,
  recordsPage,
  ShortCode,
  SortQuery,
  YesNo,
} from './common.ts';
import { endpoint } from './endpoint.ts';

/** Filters of the GR query; the list fields are multi-value and keep the spec's singular names. */
export const GrFilter = z.object({
  asnNo: QueryValueList.optional().describe('ASN numbers (multi-value)'),
  orderNo: QueryValueList.optional().describe('purchase order numbers (multi-value)'),
  partNo: QueryValueList.optional().describe('part numbers (multi-value)'),
  grNo: QueryValueList.optional().describe('goods receipt numbers (multi-value)'),
  invoiceNo: QueryValueList.optional().describe('invoice numbers (multi-value)'),
  supplierCode: QueryValueList.optional().describe(
    'supplier codes (multi-value); fixed to their own for suppliers',
  ),
  grDateFromStr: FilterDate.optional().describe('received on or after (yyyyMMdd)'),
  grDateToStr: FilterDate.optional().describe('received on or before (yyyyMMdd)'),
  invoiceDateFromStr: FilterDate.optional().describe('invoiced on or after (yyyyMMdd)'),
  invoiceDateToStr: FilterDate.optional().describe('invoiced on or before (yyyyMMdd)'),
  companyCode: ShortCode.optional().describe('buyer company code'),
  shipToPlantCode: ShortCode.optional().describe('ship-to plant code'),
  isInvoiced: YesNo.optional().describe('Y: already taken by an invoice'),
});
export type GrFilter = z.infer<typeof GrFilter>;

export const GrQuery = PageQuery.extend(GrFilter.shape);
export type GrQuery = z.infer<typeof GrQuery>;

export const GrDownloadQuery = GrFilter.extend(SortQuery.shape);
export type GrDownloadQuery = z.infer<typeof GrDownloadQuery>;

/**
 * A goods receipt of one ASN line. Currency, unit price and amount are buyer information: the server
 * omits them for supplier users (spec 2 §2), in the list and in GR.xlsx.
 */
export const GrRow = z.object({
  grId: z.number().int().describe('row id, used to send a selection to ASN or invoice creation'),
  companyCode: z.string().describe('buyer company code'),
  shipToPlantCode: z.string().describe('ship-to plant code'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  grNo: z.string().describe('goods receipt number of the ERP'),
  partNo: z.string().describe('part number'),
  qty: DecimalString.describe('received quantity (decimal string)'),
  poUom: z.string().describe('unit of measure of the purchase order'),
  currency: z.string().optional().describe('currency of the price; omitted for supplier users'),
  grUnitPrice: DecimalString.optional().describe(
    'unit price of the receipt (decimal string); omitted for supplier users',
  ),
  amount: DecimalString.optional().describe(
    'amount of the receipt line (decimal string); omitted for supplier users',
  ),
  orderNo: z.string().describe('purchase order number'),
  poLineNo: z.string().describe('purchase order line number'),
  priceListCode: z.string().nullable().describe('price list the price was taken from'),
  asnNo: z.string().nullable().describe('ASN number'),
  grDateStr: z.string().describe('receipt date, yyyy-MM-dd'),
  isInvoiced: YesNo.describe('Y once an invoice takes the receipt'),
  invoiceNo: z.string().nullable().describe('invoice number'),
  invoiceDateStr: z.string().nullable().describe('invoice date, yyyy-MM-dd'),
});
export type GrRow = z.infer<typeof GrRow>;

/** Fields only buyers receive (and may sort by). */
export const GR_PRICE_FIELDS = ['currency', 'grUnitPrice', 'amount'] as const;

/**
 * Sortable display fields of the GR list for every user; grDateStr and invoiceDateStr sort by grDate and
 * invoiceDate. Buyers may also sort by the GR_PRICE_FIELDS; a supplier asking for them is refused.
 */
export const GR_SORT_FIELDS = [
  'companyCode',
  'shipToPlantCode',
  'supplierCode',
  'supplierName',
  'grNo',
  'partNo',
  'qty',
  'poUom',
  'orderNo',
  'poLineNo',
  'priceListCode',
  'asnNo',
  'grDateStr',
  'isInvoiced',
  'invoiceNo',
  'invoiceDateStr',
] as const;

export const grEndpoints = {
  queryGr: endpoint({
    method: 'POST',
    path: '/gr/queryGr',
    summary: 'Goods receipts, filtered, paged and sorted',
    access: 'gr',
    scope: 'own',
    kind: 'json',
    body: GrQuery,
    response: recordsPage(GrRow),
  }),
  download: endpoint({
    method: 'GET',
    path: '/gr/download',
    summary: 'The filtered goods receipts as a spreadsheet (prices only for buyers)',
    access: 'gr',
    scope: 'own',
    kind: 'file',
    fileName: 'GR.xlsx',
    query: GrDownloadQuery,
  }),
} as const;
