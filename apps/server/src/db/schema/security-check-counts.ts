import { bigint, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { refId } from './columns.ts';

/**
 * Gate entries per buyer company and supplier, kept by statement triggers on security_checks (migration
 * "security check counts"): the gate list's unfiltered total is a sum of a few rows, so its first page after a
 * truck is checked in does not count every entry again. Filtered totals still count.
 */
export const securityCheckCounts = pgTable(
  'security_check_counts',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    checks: bigint('checks', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'security_check_counts_pk', columns: [t.buyerCompanyId, t.supplierCompanyId] })],
);

/** The same per gate date: a deep page of the list's default order (newest first) seeks its day (day-seek.ts). */
export const securityCheckDayCounts = pgTable(
  'security_check_day_counts',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    scDate: date('sc_date', { mode: 'string' }).notNull(),
    checks: bigint('checks', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'security_check_day_counts_pk',
      columns: [t.buyerCompanyId, t.supplierCompanyId, t.scDate],
    }),
  ],
);
