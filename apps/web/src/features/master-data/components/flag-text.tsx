import { useTranslation } from 'react-i18next';

/** A boolean flag as the words Yes/No of the current language; nothing when the flag is not set. */
export function FlagText({ value }: { value: boolean | null }) {
  const { t } = useTranslation('listKit');
  if (value === null) return null;
  return <>{value ? t('form.yes') : t('form.no')}</>;
}

export function renderFlag(value: boolean | null) {
  return <FlagText value={value} />;
}
