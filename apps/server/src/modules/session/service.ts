import type { UserLanguage } from '@portal/contract/common';
import type { BodyOf } from '@portal/contract/endpoint';
import { sessionButtons } from '@portal/contract/permissions';
import type { LoginResult, ResourcesResult, sessionEndpoints } from '@portal/contract/session';
import type { Database } from '../../db/client.ts';
import {
  assertLoginAllowed,
  clearAccountFailures,
  recordLoginFailure,
} from '../../platform/auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import {
  deleteOtherSessions,
  deleteSession,
  insertSession,
  touchSession,
} from '../../platform/auth/session-repo.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { hashToken, newSessionToken } from '../../platform/auth/token.ts';
import { forbidden, invalid } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { buildMenuTree } from './menu-tree.ts';
import { sessionMessages } from './messages.ts';
import {
  findPasswordHash,
  findUserByCode,
  menusOfUser,
  recordLogin,
  updateLanguage,
  updatePasswordHash,
} from './repo.ts';

// Verified when the account does not exist, so a wrong account costs the same time as a wrong password.
const unknownAccountHash = hashPassword('no such account');

export async function login(
  db: Database,
  idleMinutes: number,
  { userCode, password }: BodyOf<typeof sessionEndpoints.login>,
  clientAddress: string,
): Promise<LoginResult> {
  await assertLoginAllowed(db, userCode, clientAddress);
  const user = await findUserByCode(db, userCode);
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await unknownAccountHash));
  if (!passwordOk) await recordLoginFailure(db, userCode, clientAddress);
  // a disabled, locked or password-pending account answers the same whether the password was right, so the
  // answer tells nothing of the password
  if (user && user.isEnable !== 'Y') throw forbidden(sessionMessages.accountDisabled);
  if (user?.locked) throw forbidden(sessionMessages.accountLocked);
  if (user?.passwordPending) throw forbidden(sessionMessages.passwordNotSet);
  if (!user || !passwordOk) throw invalid(sessionMessages.loginFailed);
  await clearAccountFailures(db, userCode);
  const token = newSessionToken();
  await insertSession(db, hashToken(token), user.id, clientAddress);
  await recordLogin(db, user.id);
  const profile = await touchSession(db, hashToken(token), idleMinutes);
  if (!profile) throw forbidden(sessionMessages.accountDisabled);
  return {
    token,
    supplierCode: profile.supplier?.supplierCode ?? null,
    supplierName: profile.supplier?.supplierName ?? null,
    user: {
      userId: profile.userId,
      userCode: profile.userCode,
      userName: profile.userName,
      userType: profile.userType,
      language: profile.language,
      roleNameList: profile.roleNames,
    },
  };
}

export async function resourcesOf(db: Database, user: SessionUser, locale: Locale): Promise<ResourcesResult> {
  // the menus the user's permissions keep: a buyer's role may hold a supplier's screen it cannot act on
  const held: ReadonlySet<string> = user.permissions;
  const rows = (await menusOfUser(db, user.userId)).filter((row) => held.has(row.resourcesCode));
  const menus = buildMenuTree(rows, locale);
  return { data: { menus, buttons: sessionButtons(user.permissions) } };
}

/**
 * Changes the password and ends the user's other sessions; the current one stays signed in. A wrong
 * original password counts into the account's sign-in lock: a session left open is no way to guess it.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  { originalPassword, newPassword }: BodyOf<typeof sessionEndpoints.updatePassword>,
  clientAddress: string,
): Promise<void> {
  await assertLoginAllowed(db, user.userCode, clientAddress);
  const stored = await findPasswordHash(db, user.userId);
  if (!stored || !(await verifyPassword(originalPassword, stored))) {
    await recordLoginFailure(db, user.userCode, clientAddress);
    throw invalid(sessionMessages.originalPasswordWrong);
  }
  if (originalPassword === newPassword) throw invalid(sessionMessages.samePassword);
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.userId, hash, user.userCode);
    await deleteOtherSessions(tx, user.userId, user.tokenHash);
  });
  await clearAccountFailures(db, user.userCode);
}

export async function logout(db: Database, user: SessionUser): Promise<void> {
  await deleteSession(db, user.tokenHash);
}

export async function setLanguage(db: Database, user: SessionUser, language: UserLanguage): Promise<void> {
  await updateLanguage(db, user.userId, language, user.userCode);
}
