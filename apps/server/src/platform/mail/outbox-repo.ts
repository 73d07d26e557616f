import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** attempts including this one */
  attempts: number;
  /** when the mail was queued: with the id, what makes its Message-ID unique beyond this database */
  createdAt: Date;
}

const toIntArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
const interval = (milliseconds: number) => sql`make_interval(secs => ${milliseconds / 1000})`;

/**
 * Takes the next due mail for one delivery attempt, locked by the caller's transaction until it ends.
 * Rows another worker holds are skipped (FOR UPDATE SKIP LOCKED). The claim is the lock itself, so it
 * lives exactly as long as the worker's connection: a worker killed mid-send (SIGKILL) loses its
 * connection, PostgreSQL rolls its transaction back, and the mail is due again at once for any worker.
 * `triedThisLook` keeps one look from trying a mail twice (a failure retried without backoff).
 */
export async function claimNextMail(
  tx: Queryable,
  triedThisLook: readonly number[] = [],
): Promise<ClaimedMail | undefined> {
  const result = await tx.execute<{
    id: number;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attempts: number;
    created_at: Date | string;
  }>(sql`
    update ${mailOutbox}
       set attempts = attempts + 1, updated_at = now()
     where id = (
       select id from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= now()
          and id <> all(${toIntArray(triedThisLook)})
        order by next_attempt_at, id
        limit 1
        for update skip locked)
    returning id, recipient, subject, text_body, html_body, attempts, created_at`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  };
}

export async function markSent(tx: Queryable, mail: ClaimedMail): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(eq(mailOutbox.id, mail.id));
}

/** A failed attempt: tried again after `retryInMs`, or given up (`dead`) when `giveUp`. */
export async function markFailed(
  tx: Queryable,
  mail: ClaimedMail,
  failure: { error: string; giveUp: boolean; retryInMs: number },
): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({
      status: failure.giveUp ? 'dead' : 'pending',
      lastError: failure.error.slice(0, 1000),
      nextAttemptAt: sql`now() + ${interval(failure.retryInMs)}`,
      updatedAt: sql`now()`,
    })
    .where(eq(mailOutbox.id, mail.id));
}
