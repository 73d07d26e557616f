import type { ResetPasswordResult } from '@portal/contract/users';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { deleteSessionsOfUser } from '../../platform/auth/session-repo.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { invalid, notFound } from '../../platform/http/app-error.ts';
import { userMessages as messages } from './messages.ts';
import { randomPassword } from './random-password.ts';
import { type LinkConfig, sendPasswordLink } from './send-password-link.ts';
import { assertMayChangeUser } from './super-admin-guard.ts';
import { companyIdsOfUser, lockUser, voidPassword } from './user-write-repo.ts';

/**
 * Issue 15: the administrator no longer hands a password on. The old password stops working, every session
 * of the user ends (whoever held the old password is out), and the user gets a one-time link by mail to
 * choose a new one; until then sign-in answers that the password must be set first. A user who never
 * signed in since the invitation gets the invitation again.
 */
export async function resetPassword(
  db: Database,
  config: LinkConfig,
  caller: SessionUser,
  userId: number,
): Promise<ResetPasswordResult> {
  const passwordHash = await hashPassword(randomPassword());
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(messages.userMissing);
    await assertMayChangeUser(tx, caller, userId);
    if (!user.email) throw invalid(messages.emailNeededForReset);
    const purpose = user.passwordPending && user.lastLoginAt === null ? 'invitation' : 'reset';
    await voidPassword(tx, userId, passwordHash, caller);
    await deleteSessionsOfUser(tx, userId);
    const companyIds = await companyIdsOfUser(tx, userId);
    await sendPasswordLink(tx, config, caller, { ...user, userId, email: user.email, companyIds }, purpose);
    return { username: user.userCode, password: null, email: user.email };
  });
}
