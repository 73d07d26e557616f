import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, refId } from './columns.ts';

/**
 * What an entry changed as stored: the old values (`o`) and new values (`n`) of the changed columns; a
 * created row has only `n`, a deleted one only `o`.
 */
export interface StoredChanges {
  o?: Record<string, unknown>;
  n?: Record<string, unknown>;
}

/** One changed field as the portal reads it (`audit_readable`): column, old and new value, numbers as text. */
export interface StoredChange {
  f: string;
  o: unknown;
  n: unknown;
}

/**
 * The audit log: one row per changed record (or part of one) per statement, written by the triggers of
 * migration `0024_audit_log` in the writing transaction, or one row per master-data upload. Entries
 * are never changed; only the transaction that wrote one may take it back (a link row deleted and inserted
 * again in one save leaves one update or nothing).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** account of the session user; ERP or system for changes of no user */
    actor: text('actor').notNull(),
    recordType: text('record_type').notNull(),
    recordId: refId('record_id').notNull(),
    recordKey: text('record_key').notNull().default(''),
    /** the part of the record changed: line, feedback, package, item, company, plant, menu ... */
    subjectType: text('subject_type'),
    subjectKey: text('subject_key'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<StoredChanges>().notNull().default({}),
    /** an upload's counts */
    summary: jsonb('summary').$type<{ inserted: number; updated: number } | null>(),
    /** the document's parties (documents), the owning buyer company (administration records that have one) */
    buyerCompanyId: refId('buyer_company_id'),
    supplierCompanyId: refId('supplier_company_id'),
    /** the writing transaction: only it may take an entry back before it commits */
    txId: bigint('tx_id', { mode: 'number' }).notNull().default(sql`txid_current()`),
  },
  (t) => [
    // the Audit Log's orders end in the owning buyer company, which its scope reads (ofBuyerCompanies): a
    // deep page skips index entries only, not 350 k rows (middle page by record key 517 -> 147 ms, cold)
    index('audit_entries_changed_idx').on(t.changedAt, t.id, t.buyerCompanyId),
    index('audit_entries_record_idx').on(t.recordType, t.recordId, t.changedAt, t.id),
    index('audit_entries_actor_idx').on(t.actor, t.changedAt, t.id, t.buyerCompanyId),
    // the Audit Log filtered or sorted by record type, and sorted by record key, newest first within each
    index('audit_entries_type_changed_idx').on(t.recordType, t.changedAt, t.id, t.buyerCompanyId),
    index('audit_entries_key_changed_idx').on(t.recordKey, t.changedAt, t.id, t.buyerCompanyId),
    // the entries a remembered total has not counted yet (appended-count.ts)
    index('audit_entries_tx_idx').on(t.txId),
  ],
);
