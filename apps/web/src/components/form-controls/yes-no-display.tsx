import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A read-only form field holding a Y/N flag (value and id as `Form.Item` passes them), shown as the words Yes/No of the
 * current language rather than the raw letter.
 */
export function YesNoDisplay({ id, value }: { id?: string; value?: string | null }) {
  const { t } = useTranslation('listKit');
  const words = value === 'Y' ? t('form.yes') : value === 'N' ? t('form.no') : '';
  return <Input id={id} disabled value={words} />;
}
