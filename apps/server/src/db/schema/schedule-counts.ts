import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
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

/** The key and count of a sort count row (of the counts and of their changes alike). */
function sortCountColumns() {
  return {
    field: text('field').notNull(),
    isLatest: text('is_latest', { enum: ['Y', 'N'] }).notNull(),
    value: text('value'),
    releaseDate: date('release_date', { mode: 'string' }),
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  };
}

/**
 * Schedule lines per value of each sortable line field (the contract's sort names), per buyer, supplier and
 * latest flag, once per value (release date null) and once per value and release date (migration "schedule
 * sort counts"): where a deep page of the line list re-sorted by a field falls is found by summing values,
 * then that value's release dates (the list's order within a value), instead of skipping every line before
 * it. Statements that write lines or move releases append their changes to `scheduleSortCountChanges`
 * (no row is locked, so no two writers wait on a count); housekeeping folds them in here.
 */
export const scheduleSortCounts = pgTable('delivery_schedule_sort_counts', sortCountColumns(), (t) => [
  unique('schedule_sort_counts_key')
    .on(t.field, t.isLatest, t.value, t.releaseDate, t.buyerCompanyId, t.supplierCompanyId)
    .nullsNotDistinct(),
  index('schedule_sort_counts_values_idx').on(t.field, t.isLatest).where(sql`${t.releaseDate} is null`),
]);

/** Changes to `scheduleSortCounts` not yet folded in, one row per key a statement changed (append only). */
export const scheduleSortCountChanges = pgTable(
  'delivery_schedule_sort_count_changes',
  sortCountColumns(),
  (t) => [index('schedule_sort_count_changes_field_idx').on(t.field, t.isLatest)],
);
