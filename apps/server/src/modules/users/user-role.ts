import type { UserRoleBody, UserRoleChoice } from '@portal/contract/users';
import type { Database, Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { invalid, notFound } from '../../platform/http/app-error.ts';
import { userMessages as messages } from './messages.ts';
import { roleChoices, roleNameById, setUserRole } from './role-repo.ts';
import { assertMayChangeUser, assertMayGiveRole } from './super-admin-guard.ts';
import { lockUser, userHead } from './user-write-repo.ts';

export async function userRoleChoices(db: Queryable, userId: number): Promise<UserRoleChoice[]> {
  if (!(await userHead(db, userId))) throw notFound(messages.userMissing);
  return roleChoices(db, userId);
}

/** Spec 3 §5: exactly one role per user, chosen by radio; the new one replaces the old and applies at once. */
export async function giveRole(db: Database, caller: SessionUser, body: UserRoleBody) {
  await db.transaction(async (tx) => {
    if (!(await lockUser(tx, body.userId))) throw notFound(messages.userMissing);
    const roleName = await roleNameById(tx, body.roleId);
    if (!roleName) throw invalid(messages.roleMissing);
    await assertMayChangeUser(tx, caller, body.userId);
    assertMayGiveRole(caller, roleName);
    await setUserRole(tx, body.userId, body.roleId, caller);
  });
}
