import type { Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { userMessages as messages } from './messages.ts';
import { roleNameOfUser } from './role-repo.ts';

/** The role that holds everything; spelled as the spec spells it. */
export const SUPER_ADMIN_ROLE = 'SupperAdmin';

const isSuperAdmin = (user: SessionUser) => user.roleNames.includes(SUPER_ADMIN_ROLE);

/**
 * An administrator below SupperAdmin must not lift anyone (himself included) to SupperAdmin, nor take over a
 * SupperAdmin account by changing it or resetting its password.
 */
export async function assertMayChangeUser(db: Queryable, caller: SessionUser, userId: number) {
  if (isSuperAdmin(caller)) return;
  if ((await roleNameOfUser(db, userId)) === SUPER_ADMIN_ROLE) throw forbidden(messages.superAdminOnly);
}

export function assertMayGiveRole(caller: SessionUser, roleName: string) {
  if (roleName === SUPER_ADMIN_ROLE && !isSuperAdmin(caller)) throw forbidden(messages.superAdminOnly);
}
