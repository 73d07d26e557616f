import { MenuOutlined } from '@ant-design/icons';
import type { MenuResource } from '@portal/contract/session';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SideMenu } from './side-menu.tsx';

/** The side menu of a phone: a header button opens it as a drawer, which closes once a screen is chosen. */
export function MenuDrawer({ menus }: { menus: readonly MenuResource[] }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);
  return (
    <>
      <Button
        type="text"
        className="portal-header-button app-menu-button"
        icon={<MenuOutlined />}
        aria-label={t('layout.openMenu')}
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        placement="left"
        size={280}
        title={t('app.name')}
        onClose={() => setOpen(false)}
        className="app-menu-drawer"
      >
        <SideMenu menus={menus} collapsed={false} />
      </Drawer>
    </>
  );
}
