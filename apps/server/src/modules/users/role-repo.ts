import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/index.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';

/** Every role, the user's one chosen. */
export function roleChoices(db: Queryable, userId: number) {
  return db
    .select({
      roleId: roles.id,
      roleName: roles.roleName,
      roleDescription: roles.roleDescription,
      choice: sql<boolean>`${userRoles.userId} is not null`,
    })
    .from(roles)
    .leftJoin(userRoles, sql`${userRoles.roleId} = ${roles.id} and ${userRoles.userId} = ${userId}`)
    .orderBy(asc(roles.roleName), asc(roles.id));
}

export async function roleNameById(db: Queryable, roleId: number): Promise<string | undefined> {
  const [row] = await db.select({ roleName: roles.roleName }).from(roles).where(eq(roles.id, roleId));
  return row?.roleName;
}

export async function roleNameOfUser(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ roleName: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return row?.roleName;
}

/** Gives the user its one role, replacing the one it had (user_roles is keyed by the user). */
export async function setUserRole(
  db: Queryable,
  userId: number,
  roleId: number,
  author: Pick<SessionUser, 'userCode'>,
) {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db
    .insert(userRoles)
    .values({ userId, roleId, ...insertStamp(author) })
    .onConflictDoUpdate({ target: userRoles.userId, set: { roleId, ...updateStamp(author) } });
}
