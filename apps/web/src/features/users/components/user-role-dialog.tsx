import type { UserRow } from '@portal/contract/users';
import { Empty, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useUserRoles } from '../api/get-user-roles.ts';
import { useSaveUserRole } from '../api/save-user-role.ts';

type UserRoleDialogProps = {
  user: Pick<UserRow, 'userId' | 'userCode' | 'userName'>;
  onClose: () => void;
};

/** Spec 3 §5: exactly one role per user, chosen by radio; the user's current role starts chosen. */
export function UserRoleDialog({ user, onClose }: UserRoleDialogProps) {
  const { t } = useTranslation('users');
  const roles = useUserRoles(user.userId);
  const save = useSaveUserRole();
  const [picked, setPicked] = useState<number>();
  const chosen = picked ?? roles.data?.find((role) => role.choice)?.roleId;
  const submit = () => {
    if (chosen === undefined) return notifier.warning(t('role.required'));
    save.mutate({ body: { userId: user.userId, roleId: chosen } }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={t('role.title')}
      width={560}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ disabled: !roles.data }}
      confirmLoading={save.isPending}
      mask={{ closable: false }}
    >
      <Typography.Paragraph strong>{`${user.userCode} ${user.userName}`}</Typography.Paragraph>
      {roles.isPending && <Spin style={{ display: 'block', padding: 32 }} />}
      {roles.data?.length === 0 && <Empty />}
      <Radio.Group
        value={chosen}
        onChange={(event) => setPicked(event.target.value)}
        style={{ width: '100%' }}
      >
        <Space orientation="vertical" style={{ width: '100%', maxHeight: 420, overflowY: 'auto' }}>
          {roles.data?.map((role) => (
            <Radio key={role.roleId} value={role.roleId}>
              <Typography.Text strong>{role.roleName}</Typography.Text>
              {role.roleDescription && (
                <Typography.Text type="secondary">{` — ${role.roleDescription}`}</Typography.Text>
              )}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
