import { PASSWORD_LINK_PURPOSES } from '@portal/contract/session';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { id, refId } from './columns.ts';

/** Sign-in sessions. Only the SHA-256 of the opaque token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: refId('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** refreshed while the user is active; the session ends after the idle limit without a request */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    clientAddress: text('client_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** Failed sign-ins per key (`account:<code>` or `address:<ip>`), for throttling. */
export const loginFailures = pgTable('login_failures', {
  throttleKey: text('throttle_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * One-time links to set a password (an invitation or an administrator's reset). Only the SHA-256 of the
 * token is stored; a link works once, until it expires, and a newer link of the user replaces it.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    userId: refId('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: PASSWORD_LINK_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_links_token_uq').on(t.tokenHash),
    index('password_links_user_idx').on(t.userId),
  ],
);
