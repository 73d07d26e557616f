import { Alert, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/http/error-text.ts';
import { LanguageChooser } from '../components/language-chooser.tsx';
import { LoginBrandPanel } from '../components/login-brand-panel.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { useSignIn } from '../use-sign-in.ts';
import './login-page.css';

/** Loaded on the first click on Contact us: the dialog is not part of the login page's download. */
const ContactUsDialog = lazy(() =>
  import('../components/contact-us-dialog.tsx').then((m) => ({ default: m.ContactUsDialog })),
);

/**
 * The card is plain markup styled in login-page.css rather than antd Card and Typography, which
 * bring tabs, skeleton and the editable text with them (issue 12: /login at most 250 KB of JS).
 */
export function LoginPage({ onSigningIn }: { onSigningIn?: () => void }) {
  const { t } = useTranslation('session');
  const signIn = useSignIn(onSigningIn);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactWanted, setContactWanted] = useState(false);

  const openContact = () => {
    setContactWanted(true);
    setContactOpen(true);
  };

  return (
    <main className="login-page">
      <LoginBrandPanel />
      <section className="login-panel">
        <div className="login-panel-top">
          <LanguageChooser />
        </div>
        <div className="login-card">
          <h2 className="login-card-title">{t('login.title')}</h2>
          <p className="login-card-subtitle">{t('login.subtitle')}</p>
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
            <span className="login-help-text">{t('login.needHelp')}</span>
            <Button type="link" size="small" onClick={openContact}>
              {t('login.contactUs')}
            </Button>
          </div>
        </div>
      </section>
      {contactWanted && (
        <Suspense fallback={null}>
          <ContactUsDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </main>
  );
}
