import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import type { WebLocale } from '@portal/contract/common';
import type { ButtonProps } from 'antd';
import type { TFunction } from 'i18next';

export type LanguageButtonTone = 'light' | 'default';

/**
 * The button that opens the language menu, shared by the dropdown and by the login page's chooser
 * that stands in for it until the menu is loaded, so both look the same.
 */
export function languageButtonProps(t: TFunction, locale: WebLocale, tone: LanguageButtonTone): ButtonProps {
  return {
    type: 'text',
    className: tone === 'light' ? 'portal-header-button' : undefined,
    icon: <GlobalOutlined />,
    title: t('language.label'),
    children: (
      <>
        {t(`language.${locale}`)}
        <DownOutlined className="portal-caret" />
      </>
    ),
  };
}
