import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { refId } from './columns.ts';

/**
 * How many releases (headers) and schedule lines each buyer company has from each supplier, latest and not,
 * kept by statement triggers on both schedule tables (migration "schedule counts"): the schedule lists'
 * unfiltered totals are sums of a few rows, so the first page after a release arrives does not count 2 M
 * lines again. The pair and the flag live on the header: a release superseded moves its lines from Y to N.
 * Filtered totals still count (count-memo.ts).
 */
export const scheduleCounts = pgTable(
  'delivery_schedule_counts',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    isLatest: text('is_latest', { enum: ['Y', 'N'] }).notNull(),
    headers: bigint('headers', { mode: 'number' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.buyerCompanyId, t.supplierCompanyId, t.isLatest] })],
);

/**
 * The same counts per release date (migration "schedule day counts"): where a deep page of the default order
 * (newest release first) falls is found by summing days instead of skipping every row before it, so a jump to
 * any page of 2 M lines reads from the first row of its day. Kept by the same triggers, in the same statements.
 */
export const scheduleDayCounts = pgTable(
  'delivery_schedule_day_counts',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    isLatest: text('is_latest', { enum: ['Y', 'N'] }).notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    headers: bigint('headers', { mode: 'number' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'schedule_day_counts_pk',
      columns: [t.buyerCompanyId, t.supplierCompanyId, t.isLatest, t.releaseDate],
    }),
  ],
);
