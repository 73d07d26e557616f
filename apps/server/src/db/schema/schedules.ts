import { CONFIRM_STATUSES, RELEASE_STATUSES, SCHEDULE_TYPES } from '@portal/contract/schedule';
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';

/**
 * One release of one order line, as the ERP publishes it through the inbound API. A newer release of the
 * same order line makes the previous one isLatest N; at most one release per order line is the latest.
 */
export const scheduleHeaders = pgTable(
  'delivery_schedule_headers',
  {
    id: id(),
    releaseNo: text('release_no').notNull(),
    orderNo: text('order_no').notNull(),
    lineNo: text('line_no').notNull(),
    partNo: text('part_no').notNull(),
    /** the part info description when the release arrived */
    partDesc: text('part_desc'),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    shipToPlant: text('ship_to_plant').notNull(),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    isLatest: text('is_latest', { enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    comments: text('comments'),
    model: text('model'),
    planner: text('planner'),
    /** unit of measure of the quantities */
    unit: text('unit'),
    /** digest of the release line as the ERP sent it: a redelivery with the same digest changes nothing */
    contentHash: text('content_hash'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('schedule_headers_release_uq').on(t.releaseNo, t.orderNo, t.lineNo),
    uniqueIndex('schedule_headers_latest_uq')
      .on(t.buyerCompanyId, t.orderNo, t.lineNo)
      .where(sql`${t.isLatest} = 'Y'`),
    index('schedule_headers_order_idx').on(t.orderNo, t.lineNo, t.releaseDate),
    // the lists' default order (newest release first, then the id) inside each scope
    index('schedule_headers_latest_release_idx').on(t.isLatest, t.releaseDate, t.id),
    index('schedule_headers_supplier_idx').on(t.supplierCompanyId, t.isLatest, t.releaseDate, t.id),
    index('schedule_headers_buyer_idx').on(t.buyerCompanyId, t.isLatest, t.releaseDate, t.id),
    // supplier performance (docs/kpis.md): a bucket's releases by arrival
    index('schedule_headers_perf_received_idx').on(t.supplierCompanyId, t.buyerCompanyId, t.receivedAt),
    // sorted by part (then the default order): part numbers are a supplier's own, so a supplier's sort
    // needs the supplier first, a buyer's (every supplier) the part alone. The supplier's index ends in the
    // buyer (the join) so its reads are index-only: costed as the cheaper, it wins over the buyer's index
    // with a filter, which the planner would otherwise think as cheap (it assumes parts spread evenly)
    index('schedule_headers_part_idx').on(t.isLatest, t.partNo, t.releaseDate, t.id),
    index('schedule_headers_supplier_part_idx').on(
      t.supplierCompanyId,
      t.isLatest,
      t.partNo,
      t.releaseDate,
      t.id,
      t.buyerCompanyId,
    ),
  ],
);

export { RELEASE_STATUSES };

const quantity = (name: string) => numeric(name, { precision: 18, scale: 5 });

export const scheduleDetails = pgTable(
  'delivery_schedule_details',
  {
    id: id(),
    headerId: refId('header_id')
      .notNull()
      .references(() => scheduleHeaders.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** HH:mm at the ship-to plant, when the ERP gives one */
    deliveryTime: text('delivery_time'),
    scheduleType: text('schedule_type', { enum: SCHEDULE_TYPES }).notNull().default('Firm'),
    releaseStatus: text('release_status', { enum: RELEASE_STATUSES }).notNull().default('New'),
    requestQty: quantity('request_qty').notNull(),
    asnQty: quantity('asn_qty').notNull().default('0'),
    /** kept true by the database: never written by the application */
    unshippedQty: quantity('unshipped_qty').generatedAlwaysAs(sql`request_qty - asn_qty`),
    bucket: text('bucket'),
    reference: text('reference'),
    cumQty: quantity('cum_qty'),
    cumReceivedQty: quantity('cum_received_qty'),
    cumNetQty: quantity('cum_net_qty'),
    lastReceivedQty: quantity('last_received_qty'),
    lastDespatchAsnNo: text('last_despatch_asn_no'),
    /** how far the supplier's answer covers the request; set by confirm and feedback */
    confirmStatus: text('confirm_status', { enum: CONFIRM_STATUSES }),
    /** the supplier's first answer (confirm or feedback), set once by a row trigger (confirmation lead time) */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    // a release's lines in the lists' order (by delivery), read per release of the header order
    index('schedule_details_header_idx').on(t.headerId, t.deliveryDate, t.deliveryTime, t.id),
    index('schedule_details_status_idx').on(t.releaseStatus, t.headerId),
    // sorted by the requested quantity: the first rows of the sort, each quantity's lines then ordered
    // by release (incremental sort); the rest of the line's order and its header in the index make the
    // read index-only (half the time)
    index('schedule_details_request_qty_idx').on(
      t.requestQty,
      t.headerId,
      t.deliveryDate,
      t.deliveryTime,
      t.id,
    ),
    // the lines of one ASN quantity (sort-counts.ts reads a value of few lines whole), at one index update
    // more an ASN or receipt (no HOT update there anyway). None on the other line fields: the ASN creation
    // list (unshipped > 0, by delivery date) walked such an index instead of the open lines' (14 ms -> 1.6 s)
    index('schedule_details_asn_qty_idx').on(t.asnQty, t.headerId),
    // lines with quantity left to ship (ASN creation) in the list's order per release, an index-only read;
    // the price: an ASN or receipt changing the quantity also updates this index (no HOT update)
    index('schedule_details_open_idx')
      .on(t.headerId, t.deliveryDate, t.deliveryTime, t.id)
      .where(sql`${t.unshippedQty} > 0`),
    check(
      'schedule_details_status_ck',
      sql`${t.releaseStatus} in ('New', 'Wait for Approval', 'Confirmed', 'Rejected')`,
    ),
    check('schedule_details_type_ck', sql`${t.scheduleType} in ('Firm', 'Forecast')`),
    check('schedule_details_request_qty_ck', sql`${t.requestQty} >= 0`),
    check('schedule_details_asn_qty_ck', sql`${t.asnQty} >= 0`),
  ],
);

/**
 * The supplier's proposal for a line: what it will ship and when it arrives. A line may be split into
 * several rows (several arrival dates); a new proposal replaces the previous rows of the line.
 */
export const scheduleFeedbacks = pgTable(
  'delivery_schedule_feedbacks',
  {
    id: id(),
    detailId: refId('detail_id')
      .notNull()
      .references(() => scheduleDetails.id, { onDelete: 'cascade' }),
    shipQty: numeric('ship_qty', { precision: 18, scale: 2 }).notNull(),
    etaDate: date('eta_date', { mode: 'string' }).notNull(),
    ...auditColumns,
  },
  (t) => [
    index('schedule_feedbacks_detail_idx').on(t.detailId, t.etaDate),
    check('schedule_feedbacks_ship_qty_ck', sql`${t.shipQty} > 0`),
  ],
);
