import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/index.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';

/** The roles of the user's type (the only ones it may hold), the user's one chosen. */
export function roleChoices(db: Queryable, userId: number, userType: 'B' | 'S') {
  return db
    .select({
      roleId: roles.id,
      roleName: roles.roleName,
      roleDescription: roles.roleDescription,
      choice: sql<boolean>`${userRoles.userId} is not null`,
    })
    .from(roles)
    .leftJoin(userRoles, sql`${userRoles.roleId} = ${roles.id} and ${userRoles.userId} = ${userId}`)
    .where(eq(roles.userType, userType))
    .orderBy(asc(roles.roleName), asc(roles.id));
}

export async function roleById(db: Queryable, roleId: number) {
  const [row] = await db
    .select({ roleName: roles.roleName, userType: roles.userType })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row;
}

export async function roleNameOfUser(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ roleName: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return row?.roleName;
}

/** Takes the user's role away when it is of another type than `userType` (the user's type changed). */
export async function dropRoleOfOtherType(db: Queryable, userId: number, userType: 'B' | 'S') {
  const dropped = await db
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        sql`${userRoles.roleId} in (select ${roles.id} from ${roles} where ${roles.userType} <> ${userType})`,
      ),
    )
    .returning({ userId: userRoles.userId });
  if (dropped.length > 0) forgetCachedSessions();
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
