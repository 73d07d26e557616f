import type { ResetPasswordResult } from '@portal/contract/users';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { deleteSessionsOfUser } from '../../platform/auth/session-repo.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { userMessages as messages } from './messages.ts';
import { randomPassword } from './random-password.ts';
import { assertMayChangeUser } from './super-admin-guard.ts';
import { lockUser, updatePassword } from './user-write-repo.ts';

/**
 * Gives the user a new random password, stores only its scrypt hash and answers the password this once
 * (the web shows it in an alert). Every session of the user ends: whoever held the old password is out.
 */
export async function resetPassword(
  db: Database,
  caller: SessionUser,
  userId: number,
): Promise<ResetPasswordResult> {
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  const username = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(messages.userMissing);
    await assertMayChangeUser(tx, caller, userId);
    await updatePassword(tx, userId, passwordHash, caller);
    await deleteSessionsOfUser(tx, userId);
    return user.userCode;
  });
  return { username, password };
}
