import type { ConfirmStatus } from '@portal/contract/schedule';
import { useTranslation } from 'react-i18next';

/** How far the supplier's feedback satisfies the request, in the current language. */
export function ConfirmStatusText({ value }: { value: ConfirmStatus | null }) {
  const { t } = useTranslation('schedule');
  return value ? t(`confirmStatus.${value}`) : null;
}
