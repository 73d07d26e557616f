import { date, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { refId } from './columns.ts';

const count = (name: string) => integer(name).notNull().default(0);
const sum = (name: string) => numeric(name, { precision: 20, scale: 2 }).notNull().default('0');

/**
 * Supplier performance per buyer company, supplier and day (docs/kpis.md): counts and sums only, so any
 * period is the sum of its days. Kept current by the `performance` recompute queue, never by a request.
 */
export const performanceDaily = pgTable(
  'performance_daily',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    onTimeHits: count('on_time_hits'),
    onTimeTotal: count('on_time_total'),
    quantityHits: count('quantity_hits'),
    quantityTotal: count('quantity_total'),
    confirmLeadHits: count('confirm_lead_hits'),
    confirmLeadTotal: count('confirm_lead_total'),
    confirmLeadHoursSum: sum('confirm_lead_hours_sum'),
    asnSuccessHits: count('asn_success_hits'),
    asnSuccessTotal: count('asn_success_total'),
    firstMatchHits: count('first_match_hits'),
    firstMatchTotal: count('first_match_total'),
    postedCycleTotal: count('posted_cycle_total'),
    postedCycleDaysSum: sum('posted_cycle_days_sum'),
    paidCycleTotal: count('paid_cycle_total'),
    paidCycleDaysSum: sum('paid_cycle_days_sum'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerCompanyId, t.supplierCompanyId, t.day] }),
    // a supplier user's figures (all its buyers) and the ranking of a period
    index('performance_daily_supplier_idx').on(t.supplierCompanyId, t.day),
    index('performance_daily_day_idx').on(t.day),
  ],
);

/** The (buyer, supplier, day) buckets a write touched, waiting for the worker (filled by statement triggers). */
export const performanceDirty = pgTable(
  'performance_dirty',
  {
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.buyerCompanyId, t.supplierCompanyId, t.day] })],
);
