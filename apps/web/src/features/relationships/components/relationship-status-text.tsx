import type { RelationshipStatus } from '@portal/contract/relationships';
import { useTranslation } from 'react-i18next';

/** Status A / I as the words Active / Inactive of the current language. */
export function RelationshipStatusText({ status }: { status: RelationshipStatus }) {
  const { t } = useTranslation('relationships');
  return <>{status === 'A' ? t('status.active') : t('status.inactive')}</>;
}
