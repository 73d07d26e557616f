import type { MenuResource } from '@portal/contract/session';
import { DASHBOARD_PATH, menuPath } from './menu-path.ts';

/**
 * Where a user lands after sign-in (spec 1 §2.1, §2.3): the dashboard when it is the first menu,
 * otherwise the first child of the first menu.
 */
export function landingPath(menus: readonly MenuResource[]): string {
  const first = menus[0];
  if (!first) return DASHBOARD_PATH;
  const own = menuPath(first);
  if (own === DASHBOARD_PATH) return DASHBOARD_PATH;
  const child = first.children?.[0];
  return (child && menuPath(child)) ?? own ?? DASHBOARD_PATH;
}
