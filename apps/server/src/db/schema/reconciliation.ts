import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { asnHeaders } from './asn.ts';
import { id, refId } from './columns.ts';

export const DISCREPANCY_KINDS = ['quantity', 'part', 'late', 'missing'] as const;

/**
 * What the reconciliation found wrong with an ASN's receipts: one row per ASN and kind, kept by the
 * `reconciliation` recomputer. A row that no longer holds gets resolved_at; found again, it is reopened
 * (found_at anew) and alerted again.
 */
export const asnDiscrepancies = pgTable(
  'asn_discrepancies',
  {
    id: id(),
    asnHeaderId: refId('asn_header_id')
      .notNull()
      .references(() => asnHeaders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DISCREPANCY_KINDS }).notNull(),
    /** copied from the ASN so the list pages inside a scope from an index alone */
    buyerCompanyId: refId('buyer_company_id').notNull(),
    supplierCompanyId: refId('supplier_company_id').notNull(),
    /** shipped and received quantity of the ASN (all its lines) when judged */
    shippedQty: numeric('shipped_qty', { precision: 18, scale: 5 }).notNull(),
    receivedQty: numeric('received_qty', { precision: 18, scale: 5 }).notNull(),
    /** quantity: lines that differ; part: receipt lines of no ASN line */
    lineCount: integer('line_count').notNull().default(0),
    /** late: days the first receipt came after the day of planned arrival + grace */
    lateDays: integer('late_days'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    judgedAt: timestamp('judged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('asn_discrepancies_asn_kind_uq').on(t.asnHeaderId, t.kind),
    // the list's default order: newest findings first; NULLS FIRST is what `order by found_at desc` sorts, an
    // index in another null order serves no order and the first page sorted every finding
    index('asn_discrepancies_found_idx').on(t.foundAt.desc().nullsFirst(), t.id),
    index('asn_discrepancies_supplier_found_idx').on(
      t.supplierCompanyId,
      t.foundAt.desc().nullsFirst(),
      t.id,
    ),
    index('asn_discrepancies_buyer_found_idx').on(t.buyerCompanyId, t.foundAt.desc().nullsFirst(), t.id),
    check('asn_discrepancies_kind_ck', sql`${t.kind} in ('quantity', 'part', 'late', 'missing')`),
  ],
);

/** ASNs whose receipts, lines or header changed since they were last judged (statement triggers fill it). */
export const asnReconciliationQueue = pgTable('asn_reconciliation_queue', {
  asnHeaderId: refId('asn_header_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row: up to when the sweep has queued ASNs whose planned arrival + grace passed. */
export const reconciliationSweep = pgTable(
  'reconciliation_sweep',
  {
    id: integer('id').primaryKey().default(1),
    sweptUntil: timestamp('swept_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reconciliation_sweep_one_ck', sql`${t.id} = 1`)],
);
