import type { YesNo } from '@portal/contract/common';
import { useTranslation } from 'react-i18next';

/** A Y/N flag cell as the words Yes/No of the current language; nothing when the flag is not set. */
export function YesNoText({ value }: { value: YesNo | null }) {
  const { t } = useTranslation('listKit');
  if (!value) return null;
  return <>{value === 'Y' ? t('form.yes') : t('form.no')}</>;
}

/** `render` of a Y/N column: `{ dataIndex: 'isInvoiced', title: ..., render: renderYesNo }`. */
export function renderYesNo(value: YesNo | null) {
  return <YesNoText value={value} />;
}
