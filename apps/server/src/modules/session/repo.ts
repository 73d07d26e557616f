import type { UserLanguage } from '@portal/contract/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { resources, roleResources, userRoles, users } from '../../db/schema/index.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';

export async function findUserByCode(db: Queryable, userCode: string) {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isEnable: users.isEnable,
      locked: sql<boolean>`${users.lockedAt} is not null`,
      passwordPending: users.passwordPending,
    })
    .from(users)
    .where(eq(users.userCode, userCode));
  return user;
}

/** The password the user chose through a mailed link; no longer pending. Answers the account. */
export async function setOwnPassword(db: Queryable, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordPending: false, updatedBy: sql`${users.userCode}`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ userCode: users.userCode });
  return row?.userCode;
}

/** A successful sign-in, for the user list's Last login (not a column the session cache listens to). */
export async function recordLogin(db: Queryable, userId: number) {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

export async function findPasswordHash(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string, by: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateLanguage(db: Queryable, userId: number, language: UserLanguage, by: string) {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db.update(users).set({ language, updatedBy: by, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export interface MenuRow {
  id: number;
  parentId: number | null;
  resourcesCode: string;
  path: string | null;
  icon: string | null;
  nameCn: string;
  nameEn: string;
  nameTh: string;
}

/** The menus of a user's role, checked or half-checked (a parent shows when any child is granted). */
export async function menusOfUser(db: Queryable, userId: number): Promise<MenuRow[]> {
  return db
    .select({
      id: resources.id,
      parentId: resources.parentId,
      resourcesCode: resources.resourcesCode,
      path: resources.path,
      icon: resources.icon,
      nameCn: resources.nameCn,
      nameEn: resources.nameEn,
      nameTh: resources.nameTh,
    })
    .from(resources)
    .where(
      inArray(
        resources.id,
        db
          .select({ id: roleResources.resourceId })
          .from(roleResources)
          .innerJoin(
            userRoles,
            and(eq(userRoles.roleId, roleResources.roleId), eq(userRoles.userId, userId)),
          ),
      ),
    )
    .orderBy(asc(resources.sortOrder), asc(resources.id));
}
