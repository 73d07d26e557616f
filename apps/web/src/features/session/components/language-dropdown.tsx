import type { WebLocale } from '@portal/contract/common';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../platform/i18n/current-locale.ts';
import { WEB_LOCALES } from '../../../platform/i18n/locale-codes.ts';
import { useChangeLanguage } from '../use-change-language.ts';
import { type LanguageButtonTone, languageButtonProps } from './language-button.tsx';

interface LanguageDropdownProps {
  /** `light` for dark backgrounds (the header), `default` on light ones (the login page) */
  tone?: LanguageButtonTone;
  /** open at once: the login page mounts the dropdown on the click that asks for it */
  initiallyOpen?: boolean;
}

/** Entries 中文 / EN / ภาษาไทย (spec 1 §2.2). */
export function LanguageDropdown({ tone = 'default', initiallyOpen = false }: LanguageDropdownProps) {
  const { t } = useTranslation('common');
  const locale = useCurrentLocale();
  const changeLanguage = useChangeLanguage();
  const [open, setOpen] = useState(initiallyOpen);
  const items = WEB_LOCALES.map((code) => ({ key: code, label: t(`language.${code}`) }));

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => {
          setOpen(false);
          void changeLanguage(key as WebLocale);
        },
      }}
    >
      <Button {...languageButtonProps(t, locale, tone)} />
    </Dropdown>
  );
}
