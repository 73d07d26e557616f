import type { MenuResource } from '@portal/contract/session';
import { menuPath } from '../../features/session/menu-path.ts';

/** Menu keys are route paths, so the URL selects the item; groups without a path use their code. */
export function menuKey(resource: MenuResource): string {
  return menuPath(resource) ?? `menu:${resource.resourcesCode}`;
}

function trails(menus: readonly MenuResource[], parents: MenuResource[] = []): MenuResource[][] {
  return menus.flatMap((menu) => {
    const trail = [...parents, menu];
    return [trail, ...trails(menu.children ?? [], trail)];
  });
}

/**
 * The menu items from the top down to the one the URL shows. A screen opened from a list
 * (e.g. /securityCheckQuery/detail) belongs to the item whose path it extends.
 */
export function findMenuTrail(menus: readonly MenuResource[], pathname: string): MenuResource[] {
  let best: MenuResource[] = [];
  let bestLength = 0;
  for (const trail of trails(menus)) {
    const path = menuPath(trail[trail.length - 1] as MenuResource);
    if (!path) continue;
    if (path === pathname) return trail;
    if (pathname.startsWith(`${path}/`) && path.length > bestLength) {
      best = trail;
      bestLength = path.length;
    }
  }
  return best;
}
