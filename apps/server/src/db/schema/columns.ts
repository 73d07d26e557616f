import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key of every table: a bigint identity, read as a JS number (safe far past any row count we expect). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

export const refId = (name: string) => bigint(name, { mode: 'number' });

/** Who created and last changed a row, and when (always timestamptz). */
export const auditColumns = {
  createdBy: text('created_by').notNull().default('system'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('system'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
