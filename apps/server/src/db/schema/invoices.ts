import { INVOICE_STATUSES, INVOICE_TYPES, MATCH_STATUSES, SEND_STATUSES } from '@portal/contract/invoice';
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';
import { goodsReceipts } from './goods-receipts.ts';

const yesNo = (name: string) => text(name, { enum: ['Y', 'N'] });
const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
/** the scale of the price list and of the GR unit price */
const price = (name: string) => numeric(name, { precision: 19, scale: 6 });
const percent = (name: string) => numeric(name, { precision: 7, scale: 2 });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An invoice of one supplier to one buyer company, for one ship-to plant in one currency, made from that
 * supplier's goods receipts. Amounts are computed by the server from its lines (exact numerics). Each step
 * of the life cycle records when (timestamptz) and who (user code).
 */
export const invoiceHeaders = pgTable(
  'invoice_headers',
  {
    id: id(),
    invoiceNo: text('invoice_no').notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('Draft'),
    /** Y: the price match was outside the tolerances when submitted; a buyer approves or rejects */
    needApprove: yesNo('need_approve').notNull().default('N'),
    /** result of the last price match (null before the first submit) */
    matchStatus: text('match_status', { enum: MATCH_STATUSES }),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    shipToPlantCode: text('ship_to_plant_code').notNull(),
    currency: text('currency').notNull(),
    baseAmount: money('base_amount').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    invoiceAmount: money('invoice_amount').notNull().default('0'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    incoTerm: text('inco_term').notNull(),
    creditTerms: text('credit_terms'),
    branchNo: text('branch_no'),
    supplierBranchNo: text('supplier_branch_no'),
    certificationNo: text('certification_no'),
    covisintUniqueId: text('covisint_unique_id'),
    submittedAt: instant('submitted_at'),
    submittedBy: text('submitted_by'),
    /** the day the buyer received the paper invoice */
    receiveDate: date('receive_date', { mode: 'string' }),
    receivedBy: text('received_by'),
    approvedAt: instant('approved_at'),
    approvedBy: text('approved_by'),
    /** the last reject; set once an invoice has been rejected (the list's rejectInvoice filter) */
    rejectedAt: instant('rejected_at'),
    rejectedBy: text('rejected_by'),
    rejectType: text('reject_type'),
    rejectReason: text('reject_reason'),
    checkedAt: instant('checked_at'),
    checkedBy: text('checked_by'),
    postingAt: instant('posting_at'),
    /** the first price match's result, set once by a row trigger (first-pass match rate) */
    firstMatchStatus: text('first_match_status', { enum: MATCH_STATUSES }),
    firstMatchedAt: instant('first_matched_at'),
    postingBy: text('posting_by'),
    paymentDate: date('payment_date', { mode: 'string' }),
    sendStatus: text('send_status', { enum: SEND_STATUSES }),
    voucherNo: text('voucher_no'),
    qadYear: text('qad_year'),
    qadDaybook: text('qad_daybook'),
    qadVoucherNo: text('qad_voucher_no'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('invoice_headers_no_uq').on(t.supplierCompanyId, t.buyerCompanyId, t.invoiceNo),
    // the list's default order (newest first) inside each scope, with its most used filters
    index('invoice_headers_supplier_idx').on(t.supplierCompanyId, t.id),
    index('invoice_headers_buyer_idx').on(t.buyerCompanyId, t.id),
    index('invoice_headers_buyer_status_idx').on(t.buyerCompanyId, t.status),
    index('invoice_headers_supplier_status_idx').on(t.supplierCompanyId, t.status),
    index('invoice_headers_no_idx').on(t.invoiceNo),
    // supplier performance (docs/kpis.md): a bucket's invoices by first match, posting and payment
    index('invoice_headers_perf_match_idx').on(t.supplierCompanyId, t.buyerCompanyId, t.firstMatchedAt),
    index('invoice_headers_perf_posting_idx').on(t.supplierCompanyId, t.buyerCompanyId, t.postingAt),
    index('invoice_headers_perf_payment_idx').on(t.supplierCompanyId, t.buyerCompanyId, t.paymentDate),
    index('invoice_headers_invoice_date_idx').on(t.invoiceDate),
    index('invoice_headers_submitted_idx').on(t.submittedAt),
    index('invoice_headers_receive_idx').on(t.receiveDate),
    index('invoice_headers_checked_idx').on(t.checkedAt),
    index('invoice_headers_posting_idx').on(t.postingAt),
    index('invoice_headers_payment_idx').on(t.paymentDate),
    check(
      'invoice_headers_status_ck',
      sql`${t.status} in ('Draft', 'Submitted', 'Passed', 'Failed', 'Invoice_Checked', 'Posted', 'Rejected', 'Paid')`,
    ),
    check('invoice_headers_type_ck', sql`${t.type} in ('AP', 'INDIA', 'OVERSEA', 'WRITEOFF')`),
    check('invoice_headers_need_approve_ck', sql`${t.needApprove} in ('Y', 'N')`),
    check('invoice_headers_match_ck', sql`${t.matchStatus} in ('Passed', 'Failed')`),
    check('invoice_headers_send_ck', sql`${t.sendStatus} in ('Processing', 'Completed')`),
    check('invoice_headers_no_ck', sql`${t.invoiceNo} ~ '^[A-Za-z0-9]+$'`),
  ],
);

/**
 * A line of an invoice: one goods receipt. A receipt is on at most one invoice (unique gr_id): two
 * invoices made at the same time from one receipt cannot both be stored, whatever the services check.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceHeaderId: refId('invoice_header_id')
      .notNull()
      .references(() => invoiceHeaders.id, { onDelete: 'cascade' }),
    grId: refId('gr_id')
      .notNull()
      .references(() => goodsReceipts.id),
    qty: numeric('qty', { precision: 18, scale: 5 }).notNull(),
    grUnitPrice: price('gr_unit_price').notNull(),
    /** the supplier's invoice unit price */
    unitPrice: price('unit_price').notNull(),
    /** qty x unitPrice rounded to 2 decimals */
    amount: money('amount').notNull(),
    cgstRate: percent('cgst_rate'),
    sgstRate: percent('sgst_rate'),
    igstRate: percent('igst_rate'),
    whtRate: text('wht_rate'),
    /** the price list's price on the GR date, as found by the last price match (null: none effective) */
    priceListPrice: price('price_list_price'),
    priceCheckStatus: text('price_check_status', { enum: MATCH_STATUSES }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('invoice_lines_gr_uq').on(t.grId),
    index('invoice_lines_header_idx').on(t.invoiceHeaderId),
    check('invoice_lines_price_ck', sql`${t.unitPrice} >= 0`),
    check('invoice_lines_check_ck', sql`${t.priceCheckStatus} in ('Passed', 'Failed')`),
  ],
);
