import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http/error-text.ts';
import { ContactUsDialog } from '../components/contact-us-dialog.tsx';
import { LanguageDropdown } from '../components/language-dropdown.tsx';
import { LoginBrandPanel } from '../components/login-brand-panel.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { useSignIn } from '../use-sign-in.ts';
import './login-page.css';

export function LoginPage() {
  const { t } = useTranslation('session');
  const signIn = useSignIn();
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <main className="login-page">
      <LoginBrandPanel />
      <section className="login-panel">
        <div className="login-panel-top">
          <LanguageDropdown />
        </div>
        <Card className="login-card" variant="borderless">
          <Typography.Title level={2} className="login-card-title">
            {t('login.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
          {signIn.isError && (
            <Alert
              className="login-error"
              type="error"
              showIcon
              role="alert"
              title={errorText(signIn.error)}
            />
          )}
          <LoginForm submitting={signIn.isPending} onSubmit={(values) => signIn.mutate(values)} />
          <div className="login-help">
            <Typography.Text type="secondary">{t('login.needHelp')}</Typography.Text>
            <Button type="link" size="small" onClick={() => setContactOpen(true)}>
              {t('login.contactUs')}
            </Button>
          </div>
        </Card>
      </section>
      <ContactUsDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </main>
  );
}
