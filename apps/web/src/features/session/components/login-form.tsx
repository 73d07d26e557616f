import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '../api/login.ts';
import { LoginField } from './login-field.tsx';
import './login-form.css';

interface LoginFormProps {
  submitting: boolean;
  onSubmit: (values: LoginInput) => void;
}

type FieldName = keyof LoginInput;

/**
 * User id and password, both required (spec 1 §5). Plain fields rather than antd Form and Input:
 * those two bring the form engine, its validator and the tooltip to the login page, about 45 KB of
 * JS gzipped (issue 12). Like the Form it replaces, a field says what is missing once it has been
 * changed, and every field does on submit.
 */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('session');
  const [values, setValues] = useState<LoginInput>({ userCode: '', password: '' });
  const [checked, setChecked] = useState<ReadonlySet<FieldName>>(new Set());
  const [passwordShown, setPasswordShown] = useState(false);

  const missing: Record<FieldName, string | null> = {
    userCode: values.userCode.trim() ? null : t('login.userCodeRequired'),
    password: values.password ? null : t('login.passwordRequired'),
  };
  const errorOf = (name: FieldName) => (checked.has(name) ? missing[name] : null);
  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setChecked((current) => new Set(current).add(name));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(new Set<FieldName>(['userCode', 'password']));
    if (!missing.userCode && !missing.password) onSubmit(values);
  };

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <LoginField
        id="login-user-code"
        label={t('login.userCode')}
        icon={<UserOutlined />}
        error={errorOf('userCode')}
        value={values.userCode}
        onChange={(event) => change('userCode', event.target.value)}
        autoComplete="username"
        maxLength={50}
        autoFocus
      />
      <LoginField
        id="login-password"
        label={t('login.password')}
        icon={<LockOutlined />}
        error={errorOf('password')}
        type={passwordShown ? 'text' : 'password'}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        autoComplete="current-password"
        maxLength={128}
        suffix={
          <button
            type="button"
            className="login-field-reveal"
            aria-label={t(passwordShown ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        }
      />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        className="login-submit"
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
