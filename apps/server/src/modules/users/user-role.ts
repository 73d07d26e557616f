import type { UserRoleBody, UserRoleChoice } from '@portal/contract/users';
import type { Database, Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { invalid, notFound } from '../../platform/http/app-error.ts';
import { userMessages as messages } from './messages.ts';
import { roleById, roleChoices, setUserRole } from './role-repo.ts';
import { assertMayChangeUser, assertMayGiveRole } from './super-admin-guard.ts';
import { lockUser, userHead } from './user-write-repo.ts';

export async function userRoleChoices(db: Queryable, userId: number): Promise<UserRoleChoice[]> {
  const user = await userHead(db, userId);
  if (!user) throw notFound(messages.userMissing);
  return roleChoices(db, userId, user.userType);
}

/**
 * Spec 3 §5: exactly one role per user, chosen by radio; the new one replaces the old and applies at once.
 * Only a role of the user's own type: a buyer role would show a supplier every buyer menu.
 */
export async function giveRole(db: Database, caller: SessionUser, body: UserRoleBody) {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, body.userId);
    if (!user) throw notFound(messages.userMissing);
    const role = await roleById(tx, body.roleId);
    if (!role) throw invalid(messages.roleMissing);
    if (role.userType !== user.userType) {
      const message = role.userType === 'B' ? messages.roleForBuyerUsers : messages.roleForSupplierUsers;
      throw invalid(message, { roleName: role.roleName });
    }
    await assertMayChangeUser(tx, caller, body.userId);
    assertMayGiveRole(caller, role.roleName);
    await setUserRole(tx, body.userId, body.roleId, caller);
  });
}
