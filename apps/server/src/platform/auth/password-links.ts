import type { PasswordLinkPurpose } from '@portal/contract/session';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { passwordLinks, users } from '../../db/schema/index.ts';
import { hashToken, newSessionToken } from './token.ts';

export interface NewPasswordLink {
  userId: number;
  purpose: PasswordLinkPurpose;
  /** how long the link works */
  hours: number;
  /** account of the administrator who sent it */
  by: string;
}

/**
 * A fresh one-time token for the user; only its SHA-256 is stored. Every older link of the user goes in
 * the same statement's transaction: the newest mail is the only one that works.
 */
export async function issuePasswordLink(db: Queryable, link: NewPasswordLink): Promise<string> {
  const token = newSessionToken();
  await db.delete(passwordLinks).where(eq(passwordLinks.userId, link.userId));
  await db.insert(passwordLinks).values({
    userId: link.userId,
    tokenHash: hashToken(token),
    purpose: link.purpose,
    expiresAt: sql`now() + make_interval(hours => ${link.hours})`,
    createdBy: link.by,
  });
  return token;
}

/** The link a token names with its user, and whether it still works (an expired one is kept to say so). */
export async function findPasswordLink(db: Queryable, token: string) {
  const [row] = await db
    .select({
      userId: users.id,
      userCode: users.userCode,
      userName: users.userName,
      language: users.language,
      purpose: passwordLinks.purpose,
      live: sql<boolean>`${passwordLinks.expiresAt} > now()`,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(eq(passwordLinks.tokenHash, hashToken(token)));
  return row;
}

/**
 * Uses the link up: deleting the row is what makes it work once (of two uses at once, one deletes it and
 * the other finds nothing). Answers the user's id, or undefined when the token is unknown or expired.
 */
export async function consumePasswordLink(db: Queryable, token: string): Promise<number | undefined> {
  const [row] = await db
    .delete(passwordLinks)
    .where(and(eq(passwordLinks.tokenHash, hashToken(token)), gt(passwordLinks.expiresAt, sql`now()`)))
    .returning({ userId: passwordLinks.userId });
  return row?.userId;
}

export async function dropPasswordLinks(db: Queryable, userId: number): Promise<void> {
  await db.delete(passwordLinks).where(eq(passwordLinks.userId, userId));
}
