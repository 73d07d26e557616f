import { CONFIG_STATUSES } from '@portal/contract/email-configuration';
import { MAIL_STATUSES } from '@portal/contract/sent-mail';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';
import { companies } from './companies.ts';

/** One kind of email alert of a buyer company (schedule released, feedback given ...), on or off. */
export const emailConfigurations = pgTable(
  'email_configurations',
  {
    id: id(),
    buyerCompanyId: refId('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    /** which alert: its text in three languages lives with the mail templates */
    alertType: text('alert_type').notNull(),
    configStatus: text('config_status', { enum: CONFIG_STATUSES }).notNull().default('Active'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('email_configurations_alert_uq').on(t.buyerCompanyId, t.alertType),
    check('email_configurations_status_ck', sql`${t.configStatus} in ('Active', 'Inactive')`),
  ],
);

/** Supplier companies whose contacts receive an alert. */
export const emailConfigurationSuppliers = pgTable(
  'email_configuration_suppliers',
  {
    emailConfigurationId: refId('email_configuration_id')
      .notNull()
      .references(() => emailConfigurations.id, { onDelete: 'cascade' }),
    supplierCompanyId: refId('supplier_company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [
    primaryKey({ columns: [t.emailConfigurationId, t.supplierCompanyId] }),
    index('email_configuration_suppliers_supplier_idx').on(t.supplierCompanyId),
  ],
);

/**
 * Mails waiting to go out, rendered in the recipient's language when enqueued. A worker claims due rows
 * (FOR UPDATE SKIP LOCKED), sends them over SMTP and retries with backoff, so mail survives restarts and
 * several server instances can share the table.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** what the mail is (alert type), for the sent-mail page and the logs */
    kind: text('kind').notNull(),
    /** the buyer company and supplier the alert is about: the sent-mail page shows a buyer user its own */
    buyerCompanyId: refId('buyer_company_id').references(() => companies.id),
    supplierCompanyId: refId('supplier_company_id').references(() => companies.id),
    /** the same alert for the same event and recipient is enqueued once */
    dedupeKey: text('dedupe_key'),
    recipient: text('recipient').notNull(),
    locale: text('locale', { enum: ['cn', 'en', 'th'] }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_buyer_created_idx').on(t.buyerCompanyId, t.createdAt),
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'dead')`),
  ],
);
