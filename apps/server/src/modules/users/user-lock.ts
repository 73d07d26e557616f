import type { LockUserResult } from '@portal/contract/users';
import type { Database } from '../../db/client.ts';
import { clearAccountFailures } from '../../platform/auth/login-throttle.ts';
import { deleteSessionsOfUser } from '../../platform/auth/session-repo.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import { userMessages as messages } from './messages.ts';
import { assertMayChangeUser } from './super-admin-guard.ts';
import { lockUser, setLock } from './user-write-repo.ts';

/**
 * An administrator keeps a user out (issue 15): sign-in is refused with its own message and every open
 * session ends in the same transaction. Asking for the state the user already has is refused (409), so of
 * two administrators' clicks one wins. Unlocking also lifts the sign-in lock wrong passwords put on the
 * account: the administrator who lets a user back in means now.
 */
export async function setUserLocked(
  db: Database,
  caller: SessionUser,
  userId: number,
  locked: boolean,
): Promise<LockUserResult> {
  const userCode = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound(messages.userMissing);
    await assertMayChangeUser(tx, caller, userId);
    if (locked && userId === caller.userId) throw invalid(messages.cannotLockSelf);
    if (locked === (user.lockedAt !== null))
      throw conflict(locked ? messages.alreadyLocked : messages.notLocked, { userCode: user.userCode });
    await setLock(tx, userId, locked, caller);
    if (locked) await deleteSessionsOfUser(tx, userId);
    return user.userCode;
  });
  if (!locked) await clearAccountFailures(db, userCode);
  return { username: userCode, isLocked: locked ? 'Y' : 'N' };
}
