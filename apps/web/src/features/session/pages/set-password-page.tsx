import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../platform/http/error-text.ts';
import { applyLocale } from '../../../platform/i18n/apply-locale.ts';
import { localeOfUserLanguage } from '../../../platform/i18n/locale-codes.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { usePasswordLink, useSetPassword } from '../api/password-link.ts';
import { type ChangePasswordValues, changePasswordRules } from '../change-password-rules.ts';
import { LanguageChooser } from '../components/language-chooser.tsx';
import { LoginBrandPanel } from '../components/login-brand-panel.tsx';
import './login-page.css';

type NewPasswordValues = Pick<ChangePasswordValues, 'newPassword' | 'confirmPassword'>;

/** The token travels after # in the mailed link, so it never reaches a server's access log. */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

/**
 * /setPassword (ours, public; issue 15): the page of an invitation or reset link. It names the account,
 * asks for the new password twice under the rules of Change password, and sends the user to sign in.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const token = tokenOf(useLocation().hash);
  const link = usePasswordLink(token);
  const save = useSetPassword();
  const rules = changePasswordRules(t);
  const languageFollowed = useRef(false);

  // the mail was written in the user's language: the page starts in it too (the chooser can change it)
  useEffect(() => {
    if (!link.data || languageFollowed.current) return;
    languageFollowed.current = true;
    void applyLocale(localeOfUserLanguage(link.data.language));
  }, [link.data]);

  const submit = ({ newPassword }: NewPasswordValues) =>
    save.mutate(
      { token, newPassword },
      {
        onSuccess: ({ msg }) => {
          notifier.success(msg || t('setPassword.done'));
          navigate('/login', { replace: true });
        },
      },
    );

  const refusal = token === '' ? t('setPassword.noToken') : link.isError ? errorText(link.error) : undefined;
  return (
    <main className="login-page">
      <LoginBrandPanel />
      <section className="login-panel">
        <div className="login-panel-top">
          <LanguageChooser />
        </div>
        <div className="login-card" data-testid="set-password-card">
          <h2 className="login-card-title">
            {t(link.data?.purpose === 'reset' ? 'setPassword.resetTitle' : 'setPassword.title')}
          </h2>
          {link.data && (
            <p className="login-card-subtitle">
              {t('setPassword.account', { userName: link.data.userName, userCode: link.data.userCode })}
            </p>
          )}
          {refusal !== undefined && (
            <>
              <Alert className="login-error" type="error" showIcon role="alert" title={refusal} />
              <Button type="link" onClick={() => navigate('/login')}>
                {t('setPassword.toLogin')}
              </Button>
            </>
          )}
          {link.data && (
            <Form<NewPasswordValues> layout="vertical" onFinish={submit} requiredMark autoComplete="off">
              <Form.Item name="newPassword" label={t('password.newPassword')} rules={rules.newPassword}>
                <Input.Password
                  size="large"
                  autoComplete="new-password"
                  maxLength={64}
                  placeholder={t('password.rule')}
                />
              </Form.Item>
              <Form.Item
                name="confirmPassword"
                label={t('password.confirmPassword')}
                rules={rules.confirmPassword}
                dependencies={['newPassword']}
              >
                <Input.Password size="large" autoComplete="new-password" maxLength={64} />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
                {t('setPassword.submit')}
              </Button>
            </Form>
          )}
        </div>
      </section>
    </main>
  );
}
