import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';
import { scheduleDetails } from './schedules.ts';

export const ASN_STATUSES = ['Draft', 'Submitted', 'Success', 'Failed', 'Cancelled'] as const;

/** Numbers of ASNs: `ASN` + the day it was first saved (yyyyMMdd) + this sequence, 6 digits. */
export const asnNoSequence = pgSequence('asn_no_seq', { startWith: 1, increment: 1 });

const yesNo = (name: string) => text(name, { enum: ['Y', 'N'] });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 5 });
const measure = (name: string) => numeric(name, { precision: 18, scale: 3 });

/**
 * Advance shipping notice header. Company, plant and supplier come from its schedule lines; times are
 * instants (timestamptz), entered and shown in the time zone of the buyer company.
 */
export const asnHeaders = pgTable(
  'asn_headers',
  {
    id: id(),
    asnNo: text('asn_no').notNull(),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    shipToPlantCode: text('ship_to_plant_code').notNull(),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ASN_STATUSES }).notNull().default('Draft'),
    invoiceNo: text('invoice_no'),
    dispatchTime: timestamp('dispatch_time', { withTimezone: true }),
    planArrivalTime: timestamp('plan_arrival_time', { withTimezone: true }),
    carrierCode: text('carrier_code'),
    carrierName: text('carrier_name'),
    carrierAddress: text('carrier_address'),
    plateNo: text('plate_no'),
    netWeight: measure('net_weight'),
    grossWeight: measure('gross_weight'),
    noOfPallet: integer('no_of_pallet'),
    volume: measure('volume'),
    shipMethod: text('ship_method'),
    /** copied from the supplier company when the ASN is created */
    isCreateInvoice: yesNo('is_create_invoice').notNull().default('N'),
    isCreateLabel: yesNo('is_create_label').notNull().default('N'),
    /** the ERP's answer (reason of a Failed ASN) */
    ackRemarks: text('ack_remarks'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    /** the ERP's first answer, set once by a row trigger: a failed ASN sent again still failed first */
    firstAckStatus: text('first_ack_status', { enum: ['Success', 'Failed'] }),
    firstAckedAt: timestamp('first_acked_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('asn_headers_no_uq').on(t.asnNo),
    // the invoice creation ASN list sorted by ASN number walks the ASNs in this order (asn-groups-walk.ts);
    // with the id beside the number the walk reads the index alone, and with the scope's columns so does
    // a deep page's key seek of the history sorted by ASN number (key-seek.ts)
    index('asn_headers_no_id_idx').on(
      t.asnNo,
      t.id,
      t.buyerCompanyId,
      t.supplierCompanyId,
      t.shipToPlantCode,
    ),
    // the same list sorted by release time (ties of a time are few: sorted among themselves as they come)
    index('asn_headers_submitted_idx').on(t.submittedAt, t.id),
    index('asn_headers_buyer_status_idx').on(t.buyerCompanyId, t.status),
    index('asn_headers_supplier_status_idx').on(t.supplierCompanyId, t.status),
    // the history's default order (newest first) and its date filters
    index('asn_headers_created_idx').on(t.createdAt, t.id),
    index('asn_headers_supplier_created_idx').on(t.supplierCompanyId, t.createdAt, t.id),
    index('asn_headers_buyer_created_idx').on(t.buyerCompanyId, t.createdAt, t.id),
    index('asn_headers_dispatch_idx').on(t.dispatchTime),
    index('asn_headers_arrival_idx').on(t.planArrivalTime),
    // supplier performance (docs/kpis.md): a bucket's ASNs by planned arrival and by first answer
    index('asn_headers_perf_arrival_idx').on(t.supplierCompanyId, t.buyerCompanyId, t.planArrivalTime),
    index('asn_headers_perf_ack_idx').on(t.supplierCompanyId, t.buyerCompanyId, t.firstAckedAt),
    check(
      'asn_headers_status_ck',
      sql`${t.status} in ('Draft', 'Submitted', 'Success', 'Failed', 'Cancelled')`,
    ),
    check('asn_headers_times_ck', sql`${t.dispatchTime} <= ${t.planArrivalTime}`),
  ],
);

/** A line of an ASN: what it ships of one schedule line. */
export const asnDetails = pgTable(
  'asn_details',
  {
    id: id(),
    asnHeaderId: refId('asn_header_id')
      .notNull()
      .references(() => asnHeaders.id, { onDelete: 'cascade' }),
    scheduleDetailId: refId('schedule_detail_id')
      .notNull()
      .references(() => scheduleDetails.id),
    /** position on the ASN, 1..n */
    itemNo: integer('item_no').notNull(),
    asnQty: quantity('asn_qty').notNull(),
    lotSizeQty: numeric('lot_size_qty', { precision: 18, scale: 2 }),
    lotNo: text('lot_no'),
    productionDate: date('production_date', { mode: 'string' }),
    oriAsnItemNo: text('ori_asn_item_no'),
    packQty: integer('pack_qty'),
    packQtyPerPallet: integer('pack_qty_per_pallet'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('asn_details_header_item_uq').on(t.asnHeaderId, t.itemNo),
    index('asn_details_schedule_idx').on(t.scheduleDetailId),
    check('asn_details_qty_ck', sql`${t.asnQty} > 0`),
  ],
);

/** A package (label) of an ASN line's part. */
export const asnPackages = pgTable(
  'asn_packages',
  {
    id: id(),
    asnHeaderId: refId('asn_header_id')
      .notNull()
      .references(() => asnHeaders.id, { onDelete: 'cascade' }),
    partNo: text('part_no').notNull(),
    packageNo: text('package_no').notNull(),
    qtyOfPackaging: numeric('qty_of_packaging', { precision: 18, scale: 2 }).notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('asn_packages_header_no_uq').on(t.asnHeaderId, t.packageNo),
    check('asn_packages_qty_ck', sql`${t.qtyOfPackaging} > 0`),
  ],
);

/** A message is pending until the ERP answers it: it is never given up (see the ERP worker). */
export const ERP_OUTBOX_STATUSES = ['pending', 'sent'] as const;

/**
 * Messages to the ERP waiting to go out (the ASN send today). A worker claims due rows (FOR UPDATE SKIP
 * LOCKED), calls the ERP connector, records each call in the interface log, and retries with backoff.
 * Sent messages are purged with the interface log's retention (the log keeps each request anyway).
 */
export const erpOutbox = pgTable(
  'erp_outbox',
  {
    id: id(),
    /** interface-log web service type, e.g. ASN_SEND */
    wsType: text('ws_type').notNull(),
    /** the business number, e.g. the ASN number */
    referenceNo: text('reference_no').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ERP_OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('erp_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    check('erp_outbox_status_ck', sql`${t.status} in ('pending', 'sent')`),
  ],
);
