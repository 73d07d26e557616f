import { useTranslation } from 'react-i18next';

/** A code the web's catalogue names (e.g. a match status) as its text in the current language. */
export function CatalogueLabel({ keyPrefix, value }: { keyPrefix: string; value: string | null }) {
  const { t } = useTranslation();
  if (!value) return null;
  return <>{t(`${keyPrefix}.${value}`, { defaultValue: value })}</>;
}

/** `render` of a column holding such a code: `render: renderCatalogueLabel('invoice:matchStatuses')`. */
export function renderCatalogueLabel(keyPrefix: string) {
  return (value: string | null) => <CatalogueLabel keyPrefix={keyPrefix} value={value} />;
}
