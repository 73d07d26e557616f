import type { CompanyType, UserLanguage, YesNo } from '@portal/contract/common';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { userCompanies, users } from '../../db/schema/index.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';

type Author = Pick<SessionUser, 'userCode'>;

export interface UserFields {
  userName: string;
  userType: CompanyType;
  isEnable: YesNo;
  language: UserLanguage;
  email: string | null;
  telephone: string | null;
}

/** The stored user, its row locked until the transaction ends, so concurrent saves of one user take turns. */
export async function lockUser(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      userCode: users.userCode,
      userType: users.userType,
      isEnable: users.isEnable,
      language: users.language,
      email: users.email,
      telephone: users.telephone,
      userName: users.userName,
      passwordPending: users.passwordPending,
      lastLoginAt: users.lastLoginAt,
      lockedAt: users.lockedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

/** The account of another user spelled the same but for case ("Admin" for "admin"), if any. */
export async function accountTakenIgnoringCase(db: Queryable, userCode: string) {
  const [row] = await db
    .select({ userCode: users.userCode })
    .from(users)
    .where(sql`lower(${users.userCode}) = lower(${userCode})`)
    .limit(1);
  return row?.userCode;
}

/** Inserts a user; answers undefined when the account exists (the unique index decides under concurrency). */
export async function insertUser(
  db: Queryable,
  user: UserFields & { userCode: string; passwordHash: string; passwordPending: boolean },
  author: Author,
): Promise<number | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, ...insertStamp(author) })
    .onConflictDoNothing({ target: users.userCode })
    .returning({ id: users.id });
  return row?.id;
}

export async function updateUser(db: Queryable, userId: number, user: UserFields, author: Author) {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db
    .update(users)
    .set({ ...user, ...updateStamp(author) })
    .where(eq(users.id, userId));
}

/** Records who changed something hanging off the user (its plants) and when. */
export async function stampUser(db: Queryable, userId: number, author: Author) {
  await db.update(users).set(updateStamp(author)).where(eq(users.id, userId));
}

export async function replaceCompanies(db: Queryable, userId: number, companyIds: readonly number[]) {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db.delete(userCompanies).where(eq(userCompanies.userId, userId));
  await db.insert(userCompanies).values(companyIds.map((companyId) => ({ userId, companyId })));
}

export async function companyIdsOfUser(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, userId));
  return rows.map((row) => row.companyId);
}

/** A password nobody knows, until the user sets one through the mailed link. */
export async function voidPassword(db: Queryable, userId: number, passwordHash: string, author: Author) {
  await db
    .update(users)
    .set({ passwordHash, passwordPending: true, ...updateStamp(author) })
    .where(eq(users.id, userId));
}

/** Locks or unlocks the user; the notify trigger tells every instance's session cache. */
export async function setLock(db: Queryable, userId: number, locked: boolean, author: Author) {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db
    .update(users)
    .set({
      lockedAt: locked ? sql`now()` : null,
      lockedBy: locked ? author.userCode : null,
      ...updateStamp(author),
    })
    .where(eq(users.id, userId));
}

/** Account and type of a user, without a lock (reads). */
export async function userHead(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: users.id, userCode: users.userCode, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
