import type { UserLanguage } from '@portal/contract/common';
import { useTranslation } from 'react-i18next';

/** A user's language (zh, en, th) by its name. */
export function LanguageText({ language }: { language: UserLanguage }) {
  const { t } = useTranslation('users');
  const names: Record<UserLanguage, string> = {
    zh: t('language.zh'),
    en: t('language.en'),
    th: t('language.th'),
  };
  return <>{names[language]}</>;
}
