import { useTranslation } from 'react-i18next';

/** An end date, or "open end" for a price that runs until a later one replaces it. */
export function OpenEndText({ value }: { value: string | null }) {
  const { t } = useTranslation('masterData');
  return <>{value ?? t('filters.openEnded')}</>;
}

export function renderEndDate(value: string | null) {
  return <OpenEndText value={value} />;
}
