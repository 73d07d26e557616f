import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageDropdown } from '../../features/session/components/language-dropdown.tsx';
import { UserMenu } from '../../features/session/components/user-menu.tsx';
import { DASHBOARD_PATH } from '../../features/session/menu-path.ts';
import { publicAsset } from '../../platform/config/public-asset.ts';
import { TestEnvironmentBanner } from './test-environment-banner.tsx';

type AppHeaderProps = {
  /** on a phone: the button that opens the menu drawer, before the brand */
  menuButton?: ReactNode;
};

export function AppHeader({ menuButton }: AppHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <Layout.Header className="app-header">
      {menuButton}
      <Link to={DASHBOARD_PATH} className="app-brand">
        <img src={publicAsset('logo.svg')} alt="" className="app-brand-logo" />
        <span className="app-brand-name">{t('app.name')}</span>
      </Link>
      <TestEnvironmentBanner />
      <div className="app-header-actions">
        <LanguageDropdown tone="light" />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
