import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import type { WebLocale } from '@portal/contract/common';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../platform/i18n/current-locale.ts';
import { WEB_LOCALES } from '../../../platform/i18n/locale-codes.ts';
import { useChangeLanguage } from '../use-change-language.ts';

interface LanguageDropdownProps {
  /** `light` for dark backgrounds (the header), `default` on light ones (the login page) */
  tone?: 'light' | 'default';
}

/** Entries 中文 / EN / ภาษาไทย (spec 1 §2.2). */
export function LanguageDropdown({ tone = 'default' }: LanguageDropdownProps) {
  const { t } = useTranslation('common');
  const locale = useCurrentLocale();
  const changeLanguage = useChangeLanguage();
  const items = WEB_LOCALES.map((code) => ({ key: code, label: t(`language.${code}`) }));

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => void changeLanguage(key as WebLocale),
      }}
    >
      <Button
        type="text"
        className={tone === 'light' ? 'portal-header-button' : undefined}
        icon={<GlobalOutlined />}
        title={t('language.label')}
      >
        {t(`language.${locale}`)}
        <DownOutlined className="portal-caret" />
      </Button>
    </Dropdown>
  );
}
