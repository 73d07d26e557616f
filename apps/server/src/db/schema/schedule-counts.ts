import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
