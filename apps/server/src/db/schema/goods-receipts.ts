import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { asnHeaders } from './asn.ts';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';

/**
 * A goods receipt line as the ERP reports it through the inbound API: what one buyer company received from
 * one supplier at one ship-to plant against one purchase order line (usually one ASN line). One row per
 * receipt line of the ERP: buyer + grNo + grLineNo is unique. The invoice module sets isInvoiced,
 * invoiceNo and invoiceDate when an invoice takes the receipt.
 */
export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: id(),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    /** a plant code of the buyer company, checked when the receipt arrives */
    shipToPlantCode: text('ship_to_plant_code').notNull(),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    grNo: text('gr_no').notNull(),
    grLineNo: text('gr_line_no').notNull(),
    orderNo: text('order_no').notNull(),
    poLineNo: text('po_line_no').notNull(),
    partNo: text('part_no').notNull(),
    qty: numeric('qty', { precision: 18, scale: 5 }).notNull(),
    poUom: text('po_uom').notNull(),
    currency: text('currency').notNull(),
    /** exact, the same scale as the price list */
    grUnitPrice: numeric('gr_unit_price', { precision: 19, scale: 6 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    priceListCode: text('price_list_code'),
    /** the ASN number as the ERP names it, known to the portal or not */
    asnNo: text('asn_no'),
    /** the portal's ASN of that number, when it has one (same buyer and supplier) */
    asnHeaderId: refId('asn_header_id').references(() => asnHeaders.id, { onDelete: 'set null' }),
    grDate: date('gr_date', { mode: 'string' }).notNull(),
    isInvoiced: text('is_invoiced', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    /** Y: a write-off receipt (the ERP says so); invoiced alone, on a write-off invoice */
    isWriteOff: text('is_write_off', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    invoiceNo: text('invoice_no'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    /** digest of the line as the ERP sent it: a redelivery with the same digest changes nothing */
    contentHash: text('content_hash').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('goods_receipts_line_uq').on(t.buyerCompanyId, t.grNo, t.grLineNo),
    // the list's default order (newest receipt first, a receipt's lines together) inside each scope, and
    // for a buyer of several companies; a page's ids are read from these alone (see gr/repo.ts)
    index('goods_receipts_supplier_date_idx').on(
      t.supplierCompanyId,
      t.grDate.desc().nullsFirst(),
      t.grNo,
      t.id,
    ),
    index('goods_receipts_buyer_date_idx').on(t.buyerCompanyId, t.grDate.desc().nullsFirst(), t.grNo, t.id),
    index('goods_receipts_date_idx').on(t.grDate.desc().nullsFirst(), t.grNo, t.id),
    index('goods_receipts_gr_no_idx').on(t.grNo),
    index('goods_receipts_order_idx').on(t.orderNo, t.poLineNo),
    // by part number (filter, sort); with the scope's columns beside it, a deep page's key seek
    // (key-seek.ts) reads the index alone
    index('goods_receipts_part_idx').on(t.partNo, t.buyerCompanyId, t.supplierCompanyId, t.shipToPlantCode),
    // a supplier sorting by its part numbers (a supplier's own: across suppliers they would be filtered),
    // then the default order; ends in the buyer (the join) so a page's ids are an index-only read
    index('goods_receipts_supplier_part_idx').on(
      t.supplierCompanyId,
      t.partNo,
      t.grDate.desc().nullsFirst(),
      t.grNo,
      t.id,
      t.buyerCompanyId,
    ),
    index('goods_receipts_asn_no_idx').on(t.asnNo),
    index('goods_receipts_asn_header_idx').on(t.asnHeaderId),
    index('goods_receipts_invoice_idx').on(t.invoiceNo),
    index('goods_receipts_invoice_date_idx').on(t.invoiceDate),
    // what the invoice screens look for: a supplier's receipts not invoiced yet
    index('goods_receipts_open_idx').on(t.supplierCompanyId, t.isInvoiced, t.asnNo),
    // the invoice creation ASN list: receipts not invoiced yet, grouped per ASN (newest first), for a buyer
    // and for a supplier; the write-off flag and currency it aggregates are in the index, so its ids and
    // count read the index alone
    index('goods_receipts_open_asn_idx')
      .on(t.asnHeaderId, t.buyerCompanyId, t.supplierCompanyId, t.isWriteOff, t.currency)
      .where(sql`${t.isInvoiced} = 'N'`),
    index('goods_receipts_open_supplier_asn_idx')
      .on(t.supplierCompanyId, t.asnHeaderId, t.buyerCompanyId, t.isWriteOff, t.currency)
      .where(sql`${t.isInvoiced} = 'N'`),
    check('goods_receipts_is_invoiced_ck', sql`${t.isInvoiced} in ('Y', 'N')`),
    check('goods_receipts_is_write_off_ck', sql`${t.isWriteOff} in ('Y', 'N')`),
    check('goods_receipts_qty_ck', sql`${t.qty} > 0`),
    check('goods_receipts_price_ck', sql`${t.grUnitPrice} >= 0`),
  ],
);

/**
 * How many receipts each buyer company has from each supplier, kept by statement triggers on goods_receipts
 * (migration "lists b receipt counts"): the GR list's unfiltered total is a sum of a few rows, so the first
 * page after receipts arrive does not count 700 k rows again. Filtered totals still count (count-memo.ts).
 */
export const goodsReceiptCounts = pgTable(
  'goods_receipt_counts',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    receipts: bigint('receipts', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.buyerCompanyId, t.supplierCompanyId] })],
);

/**
 * The same counts per receipt date (migration "receipt day counts"): a deep page of the list's default order
 * (newest receipt first) is read from the first row of the date holding it, found by summing days instead of
 * skipping every receipt before it (day-seek.ts). Kept by the same trigger function, in the same statements.
 */
export const goodsReceiptDayCounts = pgTable(
  'goods_receipt_day_counts',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    grDate: date('gr_date', { mode: 'string' }).notNull(),
    receipts: bigint('receipts', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'goods_receipt_day_counts_pk',
      columns: [t.buyerCompanyId, t.supplierCompanyId, t.grDate],
    }),
  ],
);
