import { useTranslation } from 'react-i18next';

/** The alert a mail was sent for, by its short name (an unknown kind shows as it is stored). */
export function MailKindText({ kind }: { kind: string }) {
  const { t } = useTranslation('sentMail');
  return <>{t(`kinds.${kind}`, { defaultValue: kind })}</>;
}
