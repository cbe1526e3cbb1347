/**
 * /forgotpassword (001 §2, §4, §5, §8): three steps on one page.
 * 1. email → a reset code is sent (POST …/forgotpasswordcode, in the interface language);
 * 2. the 6-digit code (with resend);
 * 3. new password and repeat → POST …/forgotpasswordconfirm with email, code and password.
 * Success goes back to /login with a success notice. A wrong or expired code sends the user back to
 * step 2 with its message; every other failure is shown where it happened.
 *
 * Never a dead end (the server's rule: lambdas/auth/attempts.ts `sendNewCode`): a wrong code says how
 * many attempts the code has left; after too many the user is back at step 2, told that a new code
 * works at once and when this one may be tried again; a refused code request says at what time the
 * next may be asked for (and step 1 then lets a code already received be entered). The code field
 * keeps what is typed or pasted (no `maxLength`): a code too long shows the rule at once.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../../lib/contract/constants';
import { PATHS } from '../../lib/paths';
import { Alert } from '../../components/Alert';
import { PublicFrame } from '../../components/PublicFrame';
import {
  CodeMismatchError,
  confirmPasswordReset,
  ExpiredCodeError,
  InvalidPasswordError,
  requestPasswordReset,
  TooManyRequestsError,
} from '../../lib/auth';
import { retryTime, type AttemptLimits } from '../../lib/attempt-limits';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { EmailField } from '../../components/form/EmailField';
import { PasswordField } from '../../components/form/PasswordField';
import { isValidCode, isValidEmail, isValidPassword } from '../../lib/field-rules';

/** The reset code's length (the contract's code rule). */
const CODE_LENGTH = LIMITS.verificationCodeLength;

type Step = 'email' | 'code' | 'password';
const STEPS: readonly Step[] = ['email', 'code', 'password'];

/** The page's alerts: the outcome of a call (sent, resent, failures). */
type Notice =
  | 'codeFailed'
  | 'resent'
  | 'tooMany'
  | 'lockedOut'
  | 'requestLimited'
  | 'codeMismatch'
  | 'codeExpired'
  | 'invalidPassword'
  | 'failed';

const ERROR_NOTICES: ReadonlySet<Notice> = new Set([
  'codeFailed',
  'tooMany',
  'lockedOut',
  'requestLimited',
  'codeMismatch',
  'codeExpired',
  'invalidPassword',
  'failed',
]);

export function ForgotPasswordScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('titles.forgotPassword'));
  const navigate = useNavigate();
  const ids = { code: useId(), codeError: useId(), codeHint: useId() };
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** the code's limits as the last confirm answered (attempts left; when a locked-out code may be retried) */
  const [codeLimits, setCodeLimits] = useState<AttemptLimits>({});
  /** when a new code may be asked for, after the server refused a request (epoch ms) */
  const [requestRetryAt, setRequestRetryAt] = useState<number | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // a new step takes focus to its heading, so keyboard and screen-reader users hear where they are
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const language = i18n.resolvedLanguage ?? i18n.language;
  const emailError =
    attempted && step === 'email' && !isValidEmail(email) ? t('forgotPassword.errors.email') : null;
  const codeChars = [...code.trim()].length;
  // a code too long can never become right by typing on: the rule shows at once, nothing is cut
  const codeError =
    codeChars > CODE_LENGTH
      ? `${t('forgotPassword.errors.code', { length: CODE_LENGTH })} ${t('signup.username.errors.length', { count: codeChars, max: CODE_LENGTH })}`
      : attempted && step === 'code' && !isValidCode(code)
        ? t('forgotPassword.errors.code', { length: CODE_LENGTH })
        : null;
  const passwordError =
    attempted && step === 'password' && !isValidPassword(password)
      ? t('forgotPassword.errors.password')
      : null;
  const repeatError =
    attempted && step === 'password' && !passwordError && repeat !== password
      ? t('forgotPassword.errors.mismatch')
      : null;

  const goTo = (next: Step) => {
    setAttempted(false);
    setStep(next);
  };

  const sendCode = async (resend: boolean) => {
    // requests are limited on the server: until the time it gave, asking again would only be refused
    if (requestRetryAt !== null && Date.now() < requestRetryAt) {
      setNotice('requestLimited');
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await requestPasswordReset(email, language);
      // the new code has a fresh attempt window on the server: earlier failures no longer apply
      setCodeLimits({});
      setRequestRetryAt(null);
      if (resend) setNotice('resent');
      else goTo('code');
    } catch (error) {
      const retryAt = error instanceof TooManyRequestsError ? error.limits.retryAt : undefined;
      if (retryAt !== undefined) setRequestRetryAt(retryAt);
      setNotice(
        retryAt !== undefined
          ? 'requestLimited'
          : error instanceof TooManyRequestsError
            ? 'tooMany'
            : 'codeFailed',
      );
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setNotice(null);
    if (step === 'email') {
      if (!isValidEmail(email)) {
        emailRef.current?.focus();
        return;
      }
      await sendCode(false);
      return;
    }
    if (step === 'code') {
      if (!isValidCode(code)) {
        codeRef.current?.focus();
        return;
      }
      goTo('password');
      return;
    }
    if (!isValidPassword(password)) {
      passwordRef.current?.focus();
      return;
    }
    if (repeat !== password) {
      repeatRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset(email, code.trim(), password);
      navigate(PATHS.login, { state: { notice: 'passwordReset' } });
    } catch (error) {
      setBusy(false);
      if (error instanceof CodeMismatchError || error instanceof ExpiredCodeError) {
        setNotice(error instanceof CodeMismatchError ? 'codeMismatch' : 'codeExpired');
        setCodeLimits(error.limits);
        setCode('');
        goTo('code');
      } else if (error instanceof TooManyRequestsError && error.limits.retryAt !== undefined) {
        // too many wrong codes: back to the code, where a new code works at once (the code typed is kept)
        setNotice('lockedOut');
        setCodeLimits(error.limits);
        goTo('code');
      } else if (error instanceof InvalidPasswordError) setNotice('invalidPassword');
      else if (error instanceof TooManyRequestsError) setNotice('tooMany');
      else setNotice('failed');
    }
  };

  const timeOf = (epochMs: number) => retryTime(epochMs, language);
  const codeLockedUntil =
    codeLimits.retryAt !== undefined && codeLimits.retryAt > Date.now() ? codeLimits.retryAt : null;
  const noticeText = (shown: Notice): string => {
    switch (shown) {
      case 'codeMismatch':
        return [
          t('forgotPassword.notices.codeMismatch'),
          codeLimits.attemptsLeft === undefined
            ? null
            : codeLimits.attemptsLeft > 0
              ? t('signup.code.attempts.left', { count: codeLimits.attemptsLeft })
              : t('forgotPassword.attempts.none'),
        ]
          .filter(Boolean)
          .join(' ');
      case 'lockedOut':
        return codeLockedUntil === null
          ? t('forgotPassword.attempts.none')
          : t('forgotPassword.attempts.lockedOut', { time: timeOf(codeLockedUntil) });
      case 'resent':
        return `${t('forgotPassword.notices.resent')} ${t('signup.code.attempts.fresh')}`;
      case 'requestLimited': {
        const limited = t('forgotPassword.attempts.requestLimited', {
          time: timeOf(requestRetryAt ?? Date.now()),
        });
        if (step !== 'code') return limited;
        const current =
          codeLockedUntil === null
            ? t('forgotPassword.attempts.codeStillWorks')
            : t('forgotPassword.attempts.codeLockedUntil', { time: timeOf(codeLockedUntil) });
        return `${limited} ${current}`;
      }
      default:
        return t(`forgotPassword.notices.${shown}`);
    }
  };

  const position = STEPS.indexOf(step) + 1;
  return (
    <PublicFrame>
      <section className="account-page panel" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="account-page__title">
          {t('forgotPassword.title')}
        </h1>
        <p className="account-page__step" ref={headingRef} tabIndex={-1}>
          {t('forgotPassword.step', { current: position, total: STEPS.length })}
          {' · '}
          {t(`forgotPassword.steps.${step}`)}
        </p>
        {notice ? (
          <Alert
            tone={ERROR_NOTICES.has(notice) ? 'error' : 'success'}
            title={
              ERROR_NOTICES.has(notice) ? t('forgotPassword.failedTitle') : t('forgotPassword.resentTitle')
            }
            onDismiss={() => setNotice(null)}
          >
            {noticeText(notice)}
          </Alert>
        ) : null}
        <form noValidate className="account-form" aria-busy={busy} onSubmit={(event) => void onSubmit(event)}>
          {step === 'email' ? (
            <>
              <p className="muted">{t('forgotPassword.emailIntro')}</p>
              <EmailField
                ref={emailRef}
                label={t('forgotPassword.email')}
                value={email}
                onChange={setEmail}
                error={emailError}
              />
              <button type="submit" className="button button--primary" aria-disabled={busy}>
                {busy ? t('forgotPassword.sending') : t('forgotPassword.sendCode')}
              </button>
              {notice === 'requestLimited' && isValidEmail(email) ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setNotice(null);
                    goTo('code');
                  }}
                >
                  {t('forgotPassword.haveCode')}
                </button>
              ) : null}
            </>
          ) : null}
          {step === 'code' ? (
            <>
              <p className="muted">
                {t('forgotPassword.codeIntro', { email: email.trim(), length: CODE_LENGTH })}
              </p>
              <div className="field">
                <label htmlFor={ids.code}>{t('forgotPassword.code')}</label>
                <p id={ids.codeHint} className="field__hint">
                  {t('forgotPassword.codeHint', { length: CODE_LENGTH })}
                </p>
                <input
                  ref={codeRef}
                  id={ids.code}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  aria-required="true"
                  aria-invalid={Boolean(codeError)}
                  aria-describedby={[ids.codeHint, codeError ? ids.codeError : null]
                    .filter(Boolean)
                    .join(' ')}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                {codeError ? (
                  <p id={ids.codeError} className="field__error" role="alert">
                    {codeError}
                  </p>
                ) : null}
              </div>
              <div className="account-form__actions">
                <button type="submit" className="button button--primary">
                  {t('forgotPassword.next')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-disabled={busy}
                  onClick={() => {
                    if (!busy) void sendCode(true);
                  }}
                >
                  {t('forgotPassword.resend')}
                </button>
                <button type="button" className="button button--secondary" onClick={() => goTo('email')}>
                  {t('forgotPassword.changeEmail')}
                </button>
              </div>
            </>
          ) : null}
          {step === 'password' ? (
            <>
              <PasswordField
                ref={passwordRef}
                label={t('forgotPassword.newPassword')}
                hint={t('forgotPassword.passwordRule')}
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={setPassword}
                error={passwordError}
              />
              <PasswordField
                ref={repeatRef}
                label={t('forgotPassword.repeatPassword')}
                name="repeat-password"
                autoComplete="new-password"
                value={repeat}
                onChange={setRepeat}
                error={repeatError}
              />
              <button type="submit" className="button button--primary" aria-disabled={busy}>
                {busy ? t('forgotPassword.saving') : t('forgotPassword.save')}
              </button>
            </>
          ) : null}
        </form>
        <ul className="account-links">
          <li>
            <Link to={PATHS.login}>{t('forgotPassword.backToLogin')}</Link>
          </li>
        </ul>
      </section>
    </PublicFrame>
  );
}
