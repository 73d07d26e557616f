import type { UserRow } from '@portal/contract/users';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderViewerTime } from '../../../components/list-kit/table/date-time-text.tsx';

/** Last login on the reader's clock; a user who never signed in says whether the invitation is still open. */
export function LastLoginText({ user }: { user: Pick<UserRow, 'lastLoginAt' | 'passwordPending'> }) {
  const { t } = useTranslation('users');
  if (user.lastLoginAt) return <>{renderViewerTime(user.lastLoginAt)}</>;
  return <>{user.passwordPending ? t('list.invited') : t('list.neverSignedIn')}</>;
}

/** Locked users stand out; the others show nothing, as most users are not locked. */
export function LockStateText({ isLocked }: { isLocked: UserRow['isLocked'] }) {
  const { t } = useTranslation('users');
  return isLocked === 'Y' ? <Tag color="red">{t('list.locked')}</Tag> : null;
}
