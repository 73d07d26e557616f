import type { MenuResource } from '@portal/contract/session';
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { menuPath } from '../../features/session/menu-path.ts';
import { menuIcon } from './menu-icons.tsx';
import { MenuLabel } from './menu-label.tsx';
import { menuKey } from './menu-trail.ts';

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * Server resources -> Ant Design items: an item with children is a group, otherwise a real link to its
 * screen, so it opens in a new tab or window as any link does.
 */
export function menuItems(resources: readonly MenuResource[], depth = 0): MenuItems {
  return resources.map((resource) => {
    const icon = depth === 0 ? menuIcon(resource.resourcesCode) : undefined;
    const key = menuKey(resource);
    const name = <MenuLabel key={key} name={resource.name} />;
    const children = resource.children?.length ? menuItems(resource.children, depth + 1) : undefined;
    if (children) return { key, icon, label: name, children };
    const path = menuPath(resource);
    const label = path ? (
      <Link key={key} to={path} className="side-menu-link">
        {name}
      </Link>
    ) : (
      name
    );
    return { key, icon, label, title: resource.name };
  });
}
