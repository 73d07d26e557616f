import type { MenuResource } from '@portal/contract/session';
// the menu tree and roles as seeded: screen tests take what a role may open from the seed itself
import { MENU_TREE, type MenuSeed } from '../../../server/src/db/seed/menus.ts';
import { ROLE_SEED } from '../../../server/src/db/seed/roles.ts';
import type { SeededRoleName } from './sign-in-as.ts';

function granted(seed: MenuSeed, menus: ReadonlySet<string>): MenuResource | null {
  const children = (seed.children ?? []).flatMap((child) => granted(child, menus) ?? []);
  if (!menus.has(seed.code) && children.length === 0) return null;
  return {
    resourcesCode: seed.code,
    resourcesIcon: seed.icon,
    path: seed.path,
    name: seed.names[1],
    children: seed.children ? children : null,
  };
}

/** The menus the server hands a demo role at sign-in (English names): the seeded tree cut to the role's menus. */
export function menusOfRole(roleName: SeededRoleName): MenuResource[] {
  const role = ROLE_SEED.find((seeded) => seeded.name === roleName);
  if (!role) throw new Error(`no seeded role ${roleName}`);
  const menus = new Set<string>(role.menus);
  return MENU_TREE.flatMap((seed) => granted(seed, menus) ?? []);
}
