import type { MailStatus } from '@portal/contract/sent-mail';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MailStatus, string> = { pending: 'gold', sent: 'green', dead: 'red' };

export function MailStatusTag({ status }: { status: MailStatus }) {
  const { t } = useTranslation('sentMail');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
