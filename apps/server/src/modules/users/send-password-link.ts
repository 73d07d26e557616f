import type { UserLanguage, UserType } from '@portal/contract/common';
import type { PasswordLinkPurpose } from '@portal/contract/session';
import type { AppConfig } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { issuePasswordLink } from '../../platform/auth/password-links.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { enqueuePasswordLinkMail } from './password-link-mail.ts';

export interface LinkRecipient {
  userId: number;
  userCode: string;
  userName: string;
  userType: UserType;
  email: string;
  language: UserLanguage;
  companyIds: readonly number[];
}

export type LinkConfig = Pick<AppConfig, 'portalUrl' | 'passwordLinkHours'>;

/** The web's public page that takes the token (apps/web route table). */
export const SET_PASSWORD_PATH = '/setPassword';

/**
 * Issues the user's one-time link (older ones stop working) and queues its mail, both in the caller's
 * transaction. A supplier user's mail is filed under the administrator's first buyer company, so it shows
 * on that administrator's Sent Mail screen.
 */
export async function sendPasswordLink(
  db: Queryable,
  config: LinkConfig,
  caller: SessionUser,
  user: LinkRecipient,
  purpose: PasswordLinkPurpose,
): Promise<void> {
  const hours = config.passwordLinkHours;
  const token = await issuePasswordLink(db, { userId: user.userId, purpose, hours, by: caller.userCode });
  const isBuyer = user.userType === 'B';
  await enqueuePasswordLinkMail(db, {
    purpose,
    recipient: user,
    link: `${config.portalUrl}${SET_PASSWORD_PATH}#${token}`,
    hours,
    buyerCompanyId: (isBuyer ? user.companyIds[0] : caller.companyIds[0]) ?? null,
    supplierCompanyId: isBuyer ? null : (user.companyIds[0] ?? null),
  });
}
