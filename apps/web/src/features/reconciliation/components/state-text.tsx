import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** Open while the discrepancy holds; resolved, with when, once later receipts or a cancellation ended it. */
export function StateText({ resolvedAt }: { resolvedAt: string | null }) {
  const { t } = useTranslation('reconciliation');
  if (resolvedAt === null) return <Badge status="error" text={t('states.open')} />;
  return <Badge status="success" text={`${t('states.resolved')} ${resolvedAt}`} />;
}
