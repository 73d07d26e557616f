import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';

/**
 * One release of one order line, as the ERP publishes it. The dashboard counts read these now;
 * the schedule module adds the rest of its columns.
 */
export const scheduleHeaders = pgTable(
  'delivery_schedule_headers',
  {
    id: id(),
    releaseNo: text('release_no').notNull(),
    orderNo: text('order_no').notNull(),
    lineNo: text('line_no').notNull(),
    partNo: text('part_no').notNull(),
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
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('schedule_headers_release_uq').on(t.releaseNo, t.orderNo, t.lineNo),
    index('schedule_headers_supplier_idx').on(t.supplierCompanyId, t.isLatest, t.releaseDate),
    index('schedule_headers_buyer_idx').on(t.buyerCompanyId, t.isLatest, t.releaseDate),
  ],
);

export const RELEASE_STATUSES = ['New', 'Wait for Approval', 'Confirmed', 'Rejected'] as const;

export const scheduleDetails = pgTable(
  'delivery_schedule_details',
  {
    id: id(),
    headerId: refId('header_id')
      .notNull()
      .references(() => scheduleHeaders.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    releaseStatus: text('release_status', { enum: RELEASE_STATUSES }).notNull().default('New'),
    requestQty: numeric('request_qty', { precision: 18, scale: 5 }).notNull(),
    asnQty: numeric('asn_qty', { precision: 18, scale: 5 }).notNull().default('0'),
    /** kept true by the database: never written by the application */
    unshippedQty: numeric('unshipped_qty', { precision: 18, scale: 5 }).generatedAlwaysAs(
      sql`request_qty - asn_qty`,
    ),
    ...auditColumns,
  },
  (t) => [
    index('schedule_details_header_idx').on(t.headerId, t.deliveryDate),
    index('schedule_details_status_idx').on(t.releaseStatus, t.headerId),
    check(
      'schedule_details_status_ck',
      sql`${t.releaseStatus} in ('New', 'Wait for Approval', 'Confirmed', 'Rejected')`,
    ),
  ],
);
