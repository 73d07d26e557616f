import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { erpOutbox } from '../../db/schema/index.ts';

export interface ClaimedMessage {
  id: number;
  wsType: string;
  referenceNo: string;
  payload: unknown;
  /** attempts including this one */
  attempts: number;
}

const interval = (milliseconds: number) => sql`make_interval(secs => ${milliseconds / 1000})`;

/** Queues a message for the ERP inside the caller's transaction: it goes out exactly when the event commits. */
export async function enqueueErpMessage(
  db: Queryable,
  message: { wsType: string; referenceNo: string; payload: unknown; author: string },
): Promise<number> {
  const [row] = await db
    .insert(erpOutbox)
    .values({
      wsType: message.wsType,
      referenceNo: message.referenceNo,
      payload: message.payload,
      createdBy: message.author,
      updatedBy: message.author,
    })
    .returning({ id: erpOutbox.id });
  if (!row) throw new Error('ERP message not queued');
  return row.id;
}

/**
 * Takes up to `limit` due messages for one attempt. Rows another worker holds are skipped (FOR UPDATE SKIP
 * LOCKED); a claimed row is pushed `leaseMs` ahead, so a worker that dies leaves it to be retried.
 */
export async function claimDueMessages(
  db: Queryable,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMessage[]> {
  const result = await db.execute<{
    id: number;
    ws_type: string;
    reference_no: string;
    payload: unknown;
    attempts: number;
  }>(sql`
    update ${erpOutbox}
       set attempts = attempts + 1, next_attempt_at = now() + ${interval(leaseMs)}, updated_at = now()
     where id in (
       select id from ${erpOutbox}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning id, ws_type, reference_no, payload, attempts`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    wsType: row.ws_type,
    referenceNo: row.reference_no,
    payload: row.payload,
    attempts: row.attempts,
  }));
}

const stillClaimed = (message: ClaimedMessage) =>
  and(
    eq(erpOutbox.id, message.id),
    eq(erpOutbox.status, 'pending'),
    eq(erpOutbox.attempts, message.attempts),
  );

export async function markDelivered(db: Queryable, message: ClaimedMessage): Promise<boolean> {
  const rows = await db
    .update(erpOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(stillClaimed(message))
    .returning({ id: erpOutbox.id });
  return rows.length > 0;
}

export async function markUndelivered(
  db: Queryable,
  message: ClaimedMessage,
  failure: { error: string; retryInMs: number },
): Promise<void> {
  await db
    .update(erpOutbox)
    .set({
      lastError: failure.error.slice(0, 1000),
      nextAttemptAt: sql`now() + ${interval(failure.retryInMs)}`,
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(message));
}
