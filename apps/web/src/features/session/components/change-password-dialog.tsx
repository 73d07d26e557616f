import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useUpdatePassword } from '../api/update-password.ts';
import { type ChangePasswordValues, changePasswordRules } from '../change-password-rules.ts';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('session');
  const [form] = Form.useForm<ChangePasswordValues>();
  const update = useUpdatePassword();
  const rules = changePasswordRules(t);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = ({ originalPassword, newPassword }: ChangePasswordValues) => {
    update.mutate(
      { originalPassword, newPassword },
      {
        onSuccess: () => {
          notifier.success(t('password.succeeded'));
          close();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('password.title')}
      onCancel={close}
      forceRender
      footer={[
        <Button key="reset" onClick={() => form.resetFields()}>
          {t('password.reset')}
        </Button>,
        <Button key="submit" type="primary" loading={update.isPending} onClick={() => form.submit()}>
          {t('password.submit')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark autoComplete="off">
        <Form.Item
          name="originalPassword"
          label={t('password.originalPassword')}
          rules={rules.originalPassword}
        >
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.newPassword')} rules={rules.newPassword}>
          <Input.Password autoComplete="new-password" maxLength={64} placeholder={t('password.rule')} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirmPassword')}
          rules={rules.confirmPassword}
          dependencies={['newPassword']}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
