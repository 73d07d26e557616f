import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useResources } from '../../features/session/api/resources-query.ts';
import { useSmallScreen } from '../../platform/screen/use-small-screen.ts';
import { PageLoading } from '../page-loading.tsx';
import { provideRoutePrefetches } from '../route-prefetch-table.ts';
import { AppBreadcrumb } from './app-breadcrumb.tsx';
import { AppHeader } from './app-header.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { SideMenu } from './side-menu.tsx';
import './layout.css';

/** Sidebar width 220, 64 collapsed (spec 1 §9). */
// the shell brings the route prefetches, so their table stays out of the entry (route-prefetch.ts)
provideRoutePrefetches(import('../route-prefetches.ts').then((m) => m.PREFETCHES));

export const SIDER_WIDTH = 220;
export const SIDER_COLLAPSED_WIDTH = 64;

export function AppLayout() {
  const { t } = useTranslation('common');
  const [collapsed, setCollapsed] = useState(false);
  const menus = useResources().data?.menus ?? [];
  const small = useSmallScreen();

  // a phone has no room beside the screen: the menu opens as a drawer from the header. One tree for both,
  // so a change of width (a rotated phone, a full-page screenshot) never remounts the open screen
  return (
    <Layout className={small ? 'app-layout app-layout-small' : 'app-layout'}>
      <AppHeader menuButton={small ? <MenuDrawer menus={menus} /> : undefined} />
      <Layout>
        {!small && (
          <Layout.Sider
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            trigger={
              <span
                className="sider-trigger"
                title={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
              >
                {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              </span>
            }
            className="app-sider"
          >
            <SideMenu menus={menus} collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout.Content className="app-content">
          <AppBreadcrumb menus={menus} />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
