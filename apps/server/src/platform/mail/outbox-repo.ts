import { and, eq, sql } from 'drizzle-orm';
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
}

const interval = (milliseconds: number) => sql`make_interval(secs => ${milliseconds / 1000})`;

/**
 * Takes up to `limit` due mails for one delivery attempt. Rows another worker is claiming are skipped
 * (FOR UPDATE SKIP LOCKED); a claimed row is pushed `leaseMs` into the future, so a worker that dies while
 * sending leaves it to be retried, never lost, and no other worker sends it meanwhile.
 */
export async function claimDueMails(db: Queryable, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const result = await db.execute<{
    id: number;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attempts: number;
  }>(sql`
    update ${mailOutbox}
       set attempts = attempts + 1, next_attempt_at = now() + ${interval(leaseMs)}, updated_at = now()
     where id in (
       select id from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning id, recipient, subject, text_body, html_body, attempts`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    attempts: row.attempts,
  }));
}

/** Only the claim that is still current may finish the row (a late worker whose lease ran out may not). */
const stillClaimed = (mail: ClaimedMail) =>
  and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, mail.attempts));

export async function markSent(db: Queryable, mail: ClaimedMail): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(stillClaimed(mail));
}

/** A failed attempt: tried again after `retryInMs`, or given up (`dead`) when `giveUp`. */
export async function markFailed(
  db: Queryable,
  mail: ClaimedMail,
  failure: { error: string; giveUp: boolean; retryInMs: number },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: failure.giveUp ? 'dead' : 'pending',
      lastError: failure.error.slice(0, 1000),
      nextAttemptAt: sql`now() + ${interval(failure.retryInMs)}`,
      updatedAt: sql`now()`,
    })
    .where(stillClaimed(mail));
}
