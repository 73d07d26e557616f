import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '../api/login.ts';

interface LoginFormProps {
  submitting: boolean;
  onSubmit: (values: LoginInput) => void;
}

/** User id and password, both required (spec 1 §5). */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('session');
  return (
    <Form<LoginInput> layout="vertical" size="large" onFinish={onSubmit} requiredMark={false}>
      <Form.Item
        name="userCode"
        label={t('login.userCode')}
        rules={[{ required: true, whitespace: true, message: t('login.userCodeRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" maxLength={50} autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} className="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
