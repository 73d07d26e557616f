import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

type SubmitButtonProps = {
  /** false for a new ASN the server has not saved yet */
  saved: boolean;
  loading: boolean;
  onClick: () => void;
};

/**
 * Submit of the wizard: the wizard sends only a saved Draft (one with its ASN number, whose documents the
 * supplier could print), so on a new ASN it is off and says why on hover.
 */
export function SubmitButton({ saved, loading, onClick }: SubmitButtonProps) {
  const { t } = useTranslation('asn');
  const button = (
    <Button type="primary" loading={loading} disabled={!saved} onClick={onClick}>
      {t('wizard.submit')}
    </Button>
  );
  if (saved) return button;
  // a disabled button hears no hover, the span around it does
  return (
    <Tooltip title={t('wizard.submitNeedsSave')}>
      <span>{button}</span>
    </Tooltip>
  );
}
