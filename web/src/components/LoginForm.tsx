import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  IncorrectCredentialsError,
  logIn,
  PasswordResetRequiredError,
  SessionStorageError,
  TooManyRequestsError,
  UserDisabledError,
} from '../lib/auth';
import { isValidEmail, isValidPassword } from '../lib/field-rules';
import { PATHS } from '../lib/paths';
import { SUPPORT_EMAIL } from '../lib/support';
import { Alert } from './Alert';
import { EmailField } from './form/EmailField';
import { PasswordField } from './form/PasswordField';

interface FieldErrors {
  email: string | null;
  password: string | null;
}

/** The login's failures after a valid submit, as the messages of 001 §8. */
type Failure =
  | { kind: 'storage'; step: 1 | 2 | 3 }
  | { kind: 'credentials' }
  | { kind: 'disabled' }
  | { kind: 'tooMany' }
  | { kind: 'resetRequired' }
  | { kind: 'general' };

function failureOf(error: unknown): Failure {
  if (error instanceof SessionStorageError) return { kind: 'storage', step: error.step };
  if (error instanceof IncorrectCredentialsError) return { kind: 'credentials' };
  if (error instanceof UserDisabledError) return { kind: 'disabled' };
  if (error instanceof TooManyRequestsError) return { kind: 'tooMany' };
  if (error instanceof PasswordResetRequiredError) return { kind: 'resetRequired' };
  return { kind: 'general' };
}

/**
 * The login form (001 §2, §4, §5, §8), shared by the /login page and the login dialog: email,
 * password with a show/hide toggle, Submit, and links to forgot password and signup. Validation
 * blocks the call (required fields, errorMsg6 email format, errorMsg7 password rule); the outcome
 * goes home, back into an unfinished signup, or shows the spec's message in an alert.
 */
export function LoginForm({ headingId, children }: { headingId?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // errors show after the first submit, then follow the input as it is corrected
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const validate = (): FieldErrors => ({
    email: !email.trim()
      ? t('login.errors.emailRequired')
      : isValidEmail(email)
        ? null
        : t('login.errors.errorMsg6'),
    password: !password
      ? t('login.errors.passwordRequired')
      : isValidPassword(password)
        ? null
        : t('login.errors.errorMsg7'),
  });
  const errors: FieldErrors = attempted ? validate() : { email: null, password: null };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setFailure(null);
    const problems = validate();
    if (problems.email || problems.password) {
      (problems.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await logIn(email, password);
      navigate(outcome.kind === 'home' ? PATHS.home('user-home') : PATHS.signup);
    } catch (error) {
      setBusy(false);
      setFailure(failureOf(error));
    }
  };

  const dismiss = () => {
    setFailure(null);
    submitRef.current?.focus();
  };

  return (
    <div className="login-form">
      {children}
      {failure ? (
        <Alert tone="error" title={t('login.failedTitle')} onDismiss={dismiss}>
          {failure.kind === 'storage' ? t('login.errors.storage', { code: failure.step }) : null}
          {failure.kind === 'credentials' ? t('login.errors.errorMsg4') : null}
          {failure.kind === 'disabled' ? (
            <>
              {t('login.errors.disabled')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </>
          ) : null}
          {failure.kind === 'tooMany' ? t('login.errors.tooManyAttempts') : null}
          {failure.kind === 'resetRequired' ? (
            <>
              {t('login.errors.resetRequired')}{' '}
              <Link to={PATHS.forgotPassword}>{t('login.forgotPassword')}</Link>
            </>
          ) : null}
          {failure.kind === 'general' ? t('login.errors.errorMsg5') : null}
        </Alert>
      ) : null}
      <form
        noValidate
        className="account-form"
        aria-labelledby={headingId}
        aria-busy={busy}
        onSubmit={(event) => void onSubmit(event)}
      >
        <EmailField
          ref={emailRef}
          label={t('login.email')}
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <PasswordField
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <button ref={submitRef} type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <ul className="account-links">
        <li>
          <Link to={PATHS.forgotPassword}>{t('login.forgotPassword')}</Link>
        </li>
        <li>
          {t('login.newUser')} <Link to={PATHS.signup}>{t('login.signUp')}</Link>
        </li>
      </ul>
    </div>
  );
}
