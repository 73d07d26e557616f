import type { InterfaceStatusCode } from '@portal/contract/interface-log';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns.ts';

/**
 * Machine clients of the inbound API (the ERP). The key is shown once when created; only its SHA-256
 * is stored. A revoked client keeps its row so the interface log still names it.
 */
export const erpClients = pgTable(
  'erp_clients',
  {
    id: id(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** first characters of the key, so an administrator can tell keys apart */
    keyPrefix: text('key_prefix').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('erp_clients_key_uq').on(t.keyHash), uniqueIndex('erp_clients_name_uq').on(t.name)],
);

export const INTERFACE_DIRECTIONS = ['IN', 'OUT'] as const;

/**
 * Every call to or from the ERP: what was sent and answered, success (1) or failure (2), and when. The
 * interface-log screen reads it; outbound calls add retry and hand-processing flags.
 */
export const interfaceLogs = pgTable(
  'interface_logs',
  {
    id: id(),
    direction: text('direction', { enum: INTERFACE_DIRECTIONS }).notNull(),
    /** which web service: e.g. SCHEDULE_RELEASE */
    wsType: text('ws_type').notNull(),
    /** the business number the call was about (release no, ASN no, invoice no) */
    referenceNo: text('reference_no'),
    erpClientId: bigint('erp_client_id', { mode: 'number' }).references(() => erpClients.id),
    requestBody: text('request_body'),
    responseBody: text('response_body'),
    statusCode: smallint('status_code').$type<InterfaceStatusCode>().notNull(),
    errorMessage: text('error_message'),
    requestTime: timestamp('request_time', { withTimezone: true }).notNull(),
    responseTime: timestamp('response_time', { withTimezone: true }),
    isRetry: text('is_retry', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    handleResult: text('handle_result', { enum: ['Y', 'N'] }),
    actionHistoryId: bigint('action_history_id', { mode: 'number' }),
    /** who processed the result by hand (Process result on the interface log), and when */
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...auditColumns,
  },
  // The log grows with every ERP call: each filter of the screen has an index that also serves the
  // default order (newest first); reference numbers are searched by any part, hence trigrams.
  (t) => [
    index('interface_logs_time_idx').on(t.requestTime, t.id),
    index('interface_logs_type_time_idx').on(t.wsType, t.requestTime, t.id),
    index('interface_logs_status_time_idx').on(t.statusCode, t.requestTime, t.id),
    index('interface_logs_reference_trgm_idx').using('gin', sql`${t.referenceNo} gin_trgm_ops`),
    // sorted by reference number (then newest first)
    index('interface_logs_reference_idx').on(t.referenceNo, t.requestTime, t.id),
    index('interface_logs_action_idx').on(t.actionHistoryId).where(sql`${t.actionHistoryId} is not null`),
    check('interface_logs_status_ck', sql`${t.statusCode} in (1, 2)`),
    check('interface_logs_direction_ck', sql`${t.direction} in ('IN', 'OUT')`),
  ],
);
