import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { refId } from './columns.ts';

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
