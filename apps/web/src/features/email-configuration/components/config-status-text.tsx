import type { ConfigStatus } from '@portal/contract/email-configuration';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Active / Inactive in the current language, green when the alert is sent. */
export function ConfigStatusText({ status }: { status: ConfigStatus }) {
  const { t } = useTranslation('emailConfiguration');
  return <Tag color={status === 'Active' ? 'green' : 'default'}>{t(`status.${status}`)}</Tag>;
}
