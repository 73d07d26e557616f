import type { UserLanguage } from '@portal/contract/common';
import type { BodyOf } from '@portal/contract/endpoint';
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
import { findPasswordHash, findUserByCode, menusOfUser, updateLanguage, updatePasswordHash } from './repo.ts';

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
  if (!user || !passwordOk) {
    await recordLoginFailure(db, userCode, clientAddress);
    throw invalid(sessionMessages.loginFailed);
  }
  if (user.isEnable !== 'Y') throw forbidden(sessionMessages.accountDisabled);
  await clearAccountFailures(db, userCode);
  const token = newSessionToken();
  await insertSession(db, hashToken(token), user.id, clientAddress);
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
  const rows = await menusOfUser(db, user.userId);
  const menus = buildMenuTree(rows, locale);
  const menuCodes = new Set(rows.map((row) => row.resourcesCode));
  const buttons = [...user.permissions].filter((permission) => !menuCodes.has(permission)).sort();
  return { data: { menus, buttons } };
}

/** Changes the password and ends the user's other sessions; the current one stays signed in. */
export async function changePassword(
  db: Database,
  user: SessionUser,
  { originalPassword, newPassword }: BodyOf<typeof sessionEndpoints.updatePassword>,
): Promise<void> {
  const stored = await findPasswordHash(db, user.userId);
  if (!stored || !(await verifyPassword(originalPassword, stored)))
    throw invalid(sessionMessages.originalPasswordWrong);
  if (originalPassword === newPassword) throw invalid(sessionMessages.samePassword);
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.userId, hash, user.userCode);
    await deleteOtherSessions(tx, user.userId, user.tokenHash);
  });
}

export async function logout(db: Database, user: SessionUser): Promise<void> {
  await deleteSession(db, user.tokenHash);
}

export async function setLanguage(db: Database, user: SessionUser, language: UserLanguage): Promise<void> {
  await updateLanguage(db, user.userId, language, user.userCode);
}
