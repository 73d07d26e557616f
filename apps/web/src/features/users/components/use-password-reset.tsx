import type { UserRow } from '@portal/contract/users';
import { App, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useResetPassword } from '../api/reset-password.ts';

/**
 * Spec 3 §8: once the administrator has confirmed (the row action asks), the password is reset; an alert
 * shows the account and the new password this one time, and closing it shows the confirmation message.
 */
export function usePasswordReset(): (user: Pick<UserRow, 'userId'>) => void {
  const { t } = useTranslation('users');
  const { modal } = App.useApp();
  const reset = useResetPassword();
  return (user) =>
    reset.mutate(user.userId, {
      onSuccess: ({ data, msg }) =>
        modal.success({
          title: t('reset.doneTitle'),
          width: 480,
          content: (
            <>
              <Descriptions
                column={1}
                size="small"
                bordered
                items={[
                  { key: 'account', label: t('reset.account'), children: data.username },
                  {
                    key: 'password',
                    label: t('reset.newPassword'),
                    children: (
                      <Typography.Text code copyable data-testid="reset-password-value">
                        {data.password}
                      </Typography.Text>
                    ),
                  },
                ]}
              />
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                {t('reset.shownOnce')}
              </Typography.Paragraph>
            </>
          ),
          onOk: () => notifier.success(msg || t('reset.succeeded')),
        }),
    });
}
