import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginInfo } from '../../../platform/session/use-login-info.ts';
import { useExit } from '../use-exit.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/** The user-name popover of the header: Change password and Exit (spec 1 §2.2). */
export function UserMenu() {
  const { t } = useTranslation('common');
  const loginInfo = useLoginInfo();
  const exit = useExit();
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const userName = loginInfo?.userName ?? loginInfo?.userCode ?? '';
  const userKind = loginInfo?.userType === 'S' ? t('user.supplier') : t('user.buyer');

  const content = (
    <div className="portal-user-menu">
      <div className="portal-user-menu-head">
        <Typography.Text strong>{userName}</Typography.Text>
        <Typography.Text type="secondary">
          {loginInfo?.supplierName ? `${userKind} · ${loginInfo.supplierName}` : userKind}
        </Typography.Text>
      </div>
      <Button
        type="text"
        block
        icon={<KeyOutlined />}
        onClick={() => {
          setPopoverOpen(false);
          setPasswordOpen(true);
        }}
      >
        {t('user.changePassword')}
      </Button>
      <Button type="text" block danger icon={<LogoutOutlined />} onClick={() => void exit()}>
        {t('user.exit')}
      </Button>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        open={popoverOpen}
        onOpenChange={setPopoverOpen}
      >
        <Button type="text" className="portal-header-button portal-user-trigger">
          <Avatar size="small" icon={<UserOutlined />} className="portal-user-avatar" />
          <span className="portal-user-name">{userName}</span>
        </Button>
      </Popover>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
