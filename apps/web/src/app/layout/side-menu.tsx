import type { MenuResource } from '@portal/contract/session';
import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { menuItems } from './menu-items.tsx';
import { findMenuTrail, menuKey } from './menu-trail.ts';

/** A click the browser turns into a new tab or window. */
function opensElsewhere(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }) {
  return event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

interface SideMenuProps {
  menus: readonly MenuResource[];
  collapsed: boolean;
}

/** The left menu; the URL decides the selected item and opens its groups. */
export function SideMenu({ menus, collapsed }: SideMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => menuItems(menus), [menus]);
  const trail = useMemo(() => findMenuTrail(menus, pathname), [menus, pathname]);
  const trailKeys = trail.map(menuKey);
  const selectedKey = trailKeys[trailKeys.length - 1];
  const groupKeys = trailKeys.slice(0, -1).join('|');
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  useEffect(() => {
    const opened = groupKeys ? groupKeys.split('|') : [];
    setOpenKeys((keys) => [...new Set([...keys, ...opened])]);
  }, [groupKeys]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key, domEvent }) => {
        // the item's link went there already, or opens a new tab (Ctrl, Shift, middle button): not again here
        if (domEvent.defaultPrevented || opensElsewhere(domEvent)) return;
        if (key.startsWith('/')) void navigate(key);
      }}
      className="side-menu"
    />
  );
}
