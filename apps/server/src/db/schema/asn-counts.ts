import { bigint, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { refId } from './columns.ts';

/**
 * How many ASNs each buyer company has from each supplier, kept by statement triggers on asn_headers
 * (migration "asn counts"): the ASN history's unfiltered total is a sum of a few rows, so its first page after
 * an ASN is saved (suppliers save them all day) does not count 200 k ASNs again. Filtered totals still count.
 */
export const asnCounts = pgTable(
  'asn_counts',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    asns: bigint('asns', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'asn_counts_pk', columns: [t.buyerCompanyId, t.supplierCompanyId] })],
);

/**
 * The same per day of creation (UTC): a deep page of the history's default order (newest first) is read from
 * the first ASN of the day holding it (day-seek.ts) instead of skipping every ASN before it.
 */
export const asnDayCounts = pgTable(
  'asn_day_counts',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    asns: bigint('asns', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'asn_day_counts_pk', columns: [t.buyerCompanyId, t.supplierCompanyId, t.createdOn] }),
  ],
);
