import type { MenuResource } from '@portal/contract/session';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DASHBOARD_PATH, menuPath } from '../../features/session/menu-path.ts';
import { useBreadcrumbParentPath } from '../../platform/navigation/breadcrumb-parent.ts';
import { screenOfPath } from '../route-screens.ts';
import { findMenuTrail } from './menu-trail.ts';

/**
 * Names from the menu tree down to the screen; hidden on the dashboard (spec 1 §2.2). A screen outside the
 * menu that names the list it was opened from shows that list's trail first.
 */
export function AppBreadcrumb({ menus }: { menus: readonly MenuResource[] }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const parent = useBreadcrumbParentPath();
  if (pathname === DASHBOARD_PATH) return null;
  const ownTrail = findMenuTrail(menus, pathname);
  const trail = ownTrail.length === 0 && parent ? findMenuTrail(menus, parent) : ownTrail;
  const names = trail.map((menu) => menu.name);
  const last = trail[trail.length - 1];
  const screen = screenOfPath(pathname);
  if ((!last || menuPath(last) !== pathname) && screen) names.push(t(`screens.${screen}`));
  if (names.length === 0) return null;
  return (
    <Breadcrumb className="app-breadcrumb" items={names.map((title, index) => ({ key: index, title }))} />
  );
}
