import type { MenuResource } from '@portal/contract/session';
import type { MenuProps } from 'antd';
import { menuIcon } from './menu-icons.tsx';
import { MenuLabel } from './menu-label.tsx';
import { menuKey } from './menu-trail.ts';

type MenuItems = NonNullable<MenuProps['items']>;

/** Server resources -> Ant Design items: an item with children is a group, otherwise a link. */
export function menuItems(resources: readonly MenuResource[], depth = 0): MenuItems {
  return resources.map((resource) => {
    const icon = depth === 0 ? menuIcon(resource.resourcesCode) : undefined;
    const key = menuKey(resource);
    const label = <MenuLabel key={key} name={resource.name} />;
    const children = resource.children?.length ? menuItems(resource.children, depth + 1) : undefined;
    return children ? { key, icon, label, children } : { key, icon, label, title: resource.name };
  });
}
