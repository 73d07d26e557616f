import { sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user.ts';

/**
 * Who and when of a write (the audit columns every table carries). Spread into `.values()` of an insert
 * or `.set()` of an update, so no module invents its own way of recording the author.
 */
export function insertStamp(user: Pick<SessionUser, 'userCode'>) {
  return { createdBy: user.userCode, updatedBy: user.userCode };
}

export function updateStamp(user: Pick<SessionUser, 'userCode'>) {
  return { updatedBy: user.userCode, updatedAt: sql`now()` };
}
