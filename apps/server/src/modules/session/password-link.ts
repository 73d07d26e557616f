import type { BodyOf } from '@portal/contract/endpoint';
import type { PasswordLinkInfo, sessionEndpoints } from '@portal/contract/session';
import type { Database } from '../../db/client.ts';
import { clearAccountFailures } from '../../platform/auth/login-throttle.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import {
  consumePasswordLink,
  dropPasswordLinks,
  findPasswordLink,
} from '../../platform/auth/password-links.ts';
import { deleteSessionsOfUser } from '../../platform/auth/session-repo.ts';
import { invalid } from '../../platform/http/app-error.ts';
import { sessionMessages as messages } from './messages.ts';
import { setOwnPassword } from './repo.ts';

/** Whose link this is, for the set-password page; a used, replaced or expired link is refused by name. */
export async function passwordLinkInfo(db: Database, token: string): Promise<PasswordLinkInfo> {
  const link = await findPasswordLink(db, token);
  if (!link) throw invalid(messages.linkInvalid);
  if (!link.live) throw invalid(messages.linkExpired);
  const { userCode, userName, purpose, language } = link;
  return { userCode, userName, purpose, language };
}

/**
 * Sets the password through the mailed link, once: the link is used up in the transaction that stores the
 * password, and no session is opened (the user then signs in normally, which records the sign-in).
 * Sessions that survived are ended: the new password is the only way in.
 */
export async function setPasswordByLink(
  db: Database,
  { token, newPassword }: BodyOf<typeof sessionEndpoints.setPassword>,
): Promise<void> {
  await passwordLinkInfo(db, token); // the reason a link is refused, before the cost of hashing
  const passwordHash = await hashPassword(newPassword);
  const userCode = await db.transaction(async (tx) => {
    const userId = await consumePasswordLink(tx, token);
    if (userId === undefined) throw invalid(messages.linkInvalid);
    const userCode = await setOwnPassword(tx, userId, passwordHash);
    await dropPasswordLinks(tx, userId);
    await deleteSessionsOfUser(tx, userId);
    return userCode;
  });
  if (userCode) await clearAccountFailures(db, userCode);
}
