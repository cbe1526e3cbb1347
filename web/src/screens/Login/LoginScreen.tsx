/**
 * /login (001 §2): the login form on its own page, inside the public frame. After a password reset
 * the page opens with a success notice (navigation state `{ notice: 'passwordReset' }`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { LoginForm } from '../../components/LoginForm';

/** What another page can ask the login page to say when it opens. */
export type LoginNotice = 'passwordReset';

function noticeOf(state: unknown): LoginNotice | null {
  return state && typeof state === 'object' && (state as { notice?: unknown }).notice === 'passwordReset'
    ? 'passwordReset'
    : null;
}

export function LoginScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.login'));
  const location = useLocation();
  const [notice, setNotice] = useState(() => noticeOf(location.state));
  return (
    <PublicFrame>
      <section className="account-page panel" aria-labelledby="login-title">
        <h1 id="login-title" className="account-page__title">
          {t('login.title')}
        </h1>
        <LoginForm headingId="login-title">
          {notice === 'passwordReset' ? (
            <Alert tone="success" title={t('login.passwordReset.title')} onDismiss={() => setNotice(null)}>
              {t('login.passwordReset.body')}
            </Alert>
          ) : null}
        </LoginForm>
      </section>
    </PublicFrame>
  );
}
