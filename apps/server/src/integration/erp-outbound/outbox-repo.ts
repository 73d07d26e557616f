import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { erpOutbox } from '../../db/schema/index.ts';

export interface ClaimedMessage {
  id: number;
  wsType: string;
  referenceNo: string;
  payload: unknown;
  /** attempts including this one */
  attempts: number;
  /** the same on every attempt: the ERP drops a repeat by it */
  messageId: string;
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

const toIntArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

/**
 * Takes the next due message for one attempt, locked by the caller's transaction until it ends. Rows
 * another worker holds are skipped (FOR UPDATE SKIP LOCKED). The claim is the lock itself, so it lives
 * exactly as long as the worker's connection: a worker killed mid-send (SIGKILL) loses its connection,
 * PostgreSQL rolls its transaction back, and the message is due again at once for any worker.
 * `triedThisLook` keeps one look from trying a message twice.
 */
export async function claimNextMessage(
  tx: Queryable,
  triedThisLook: readonly number[] = [],
): Promise<ClaimedMessage | undefined> {
  const result = await tx.execute<{
    id: number;
    ws_type: string;
    reference_no: string;
    payload: unknown;
    attempts: number;
    created_at: Date | string;
  }>(sql`
    update ${erpOutbox}
       set attempts = attempts + 1, updated_at = now()
     where id = (
       select id from ${erpOutbox}
        where status = 'pending' and next_attempt_at <= now()
          and id <> all(${toIntArray(triedThisLook)})
        order by next_attempt_at, id
        limit 1
        for update skip locked)
    returning id, ws_type, reference_no, payload, attempts, created_at`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    wsType: row.ws_type,
    referenceNo: row.reference_no,
    payload: row.payload,
    attempts: row.attempts,
    messageId: erpMessageId(Number(row.id), new Date(row.created_at)),
  };
}

/**
 * The identity the ERP sees on every attempt of one outbox message (the `Idempotency-Key` header): a
 * message sent again after its worker died between the ERP's answer and the outbox update is recognisably
 * the same. The queue time keeps it unique across databases whose ids start over.
 */
export function erpMessageId(id: number, createdAt: Date): string {
  return `erp-outbox-${id}-${createdAt.getTime()}`;
}

export async function markDelivered(tx: Queryable, message: ClaimedMessage): Promise<void> {
  await tx
    .update(erpOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(eq(erpOutbox.id, message.id));
}

export async function markUndelivered(
  tx: Queryable,
  message: ClaimedMessage,
  failure: { error: string; retryInMs: number },
): Promise<void> {
  await tx
    .update(erpOutbox)
    .set({
      lastError: failure.error.slice(0, 1000),
      nextAttemptAt: sql`now() + ${interval(failure.retryInMs)}`,
      updatedAt: sql`now()`,
    })
    .where(eq(erpOutbox.id, message.id));
}
