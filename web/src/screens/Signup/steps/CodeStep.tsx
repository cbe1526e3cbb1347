/**
 * Step 2 (001 §2, §5, §8): the six-digit code emailed at registration, with resend (and its cooldown).
 * After a reload the password is no longer in memory (it is never stored), so the step asks for it:
 * the user is signed in automatically once the code is confirmed.
 *
 * Never a dead end: a wrong code says how many attempts the code has left; once none is left the
 * step says a new code can be used at once (a resend opens a fresh attempt window on the server) and
 * when this one may be tried again; a refused resend says at what time the next one may be asked for.
 * What is typed is kept as typed (no `maxLength`): a 7-digit paste shows the code rule.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS } from '../../../../../lib/contract/constants';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/form/PasswordField';
import { retryTime } from '../../../lib/attempt-limits';
import { isValidCode, isValidEmail } from '../../../lib/field-rules';
import { PATHS } from '../../../lib/paths';
import type { ResendResult } from '../../../state/flows/signup-account';
import type { CodeOutcome, CodeProblem } from '../use-signup-flow';

const SECOND = 1000;

/** Seconds left until `until` (epoch ms), ticking once a second while positive. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, SECOND);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / SECOND));
}

type Problem = Exclude<CodeProblem, 'loginFailed'> | 'code' | 'email' | 'password';

/** A cooldown longer than this is shown as a time of day rather than in seconds. */
const SHOW_TIME_AFTER_SECONDS = 90;

export function CodeStep({
  email,
  needsPassword,
  resendAvailableAt,
  onConfirm,
  onResend,
}: {
  email: string;
  needsPassword: boolean;
  resendAvailableAt: number;
  onConfirm: (code: string, given: { email?: string; password?: string }) => Promise<CodeOutcome>;
  onResend: (email: string) => Promise<ResendResult>;
}) {
  const { t, i18n } = useTranslation();
  const ids = { code: useId(), codeHint: useId(), codeError: useId(), email: useId(), emailError: useId() };
  const needsEmail = !email;
  const [code, setCode] = useState('');
  const [givenEmail, setGivenEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [limits, setLimits] = useState<{ attemptsLeft?: number; retryAt?: number }>({});
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendResult, setResendResult] = useState<ResendResult | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsLeft(resendAvailableAt);
  const address = needsEmail ? givenEmail.trim() : email;
  const timeOf = (epochMs: number) => retryTime(epochMs, i18n.language);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setResendResult(null);
    if (needsEmail && !isValidEmail(address)) {
      setProblem('email');
      emailRef.current?.focus();
      return;
    }
    if (!isValidCode(code)) {
      setProblem('code');
      codeRef.current?.focus();
      return;
    }
    if (needsPassword && !password) {
      setProblem('password');
      passwordRef.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    const outcome = await onConfirm(code.trim(), {
      ...(needsEmail ? { email: address } : {}),
      ...(needsPassword ? { password } : {}),
    });
    if (outcome === null) return; // on to the next step
    setBusy(false);
    // a failed sign-in after a confirmed code shows the screen's notice (log in to continue)
    if (outcome.problem !== 'loginFailed') {
      const { problem: refused, ...reported } = outcome;
      setProblem(refused);
      setLimits(reported);
      codeRef.current?.focus();
    }
  };

  const resend = async () => {
    if (resending || secondsLeft > 0) return;
    if (needsEmail && !isValidEmail(address)) {
      setProblem('email');
      emailRef.current?.focus();
      return;
    }
    setResending(true);
    setResendResult(null);
    const result = await onResend(address);
    setResendResult(result);
    // a new code was sent: the server counts its attempts afresh, the old refusal no longer applies
    if (result.outcome === 'sent') {
      setLimits({});
      if (problem === 'tooManyRequests' || problem === 'mismatch') setProblem(null);
    }
    setResending(false);
  };

  const attemptsNote =
    problem === 'mismatch' && limits.attemptsLeft !== undefined
      ? limits.attemptsLeft > 0
        ? t('signup.code.attempts.left', { count: limits.attemptsLeft })
        : t('signup.code.attempts.none')
      : null;
  const codeError =
    problem === 'code' || problem === 'mismatch' || problem === 'expired'
      ? [t(`signup.code.errors.${problem}`, { length: LIMITS.verificationCodeLength }), attemptsNote]
          .filter(Boolean)
          .join(' ')
      : null;
  const formError =
    problem === 'tooManyRequests'
      ? limits.retryAt
        ? t('signup.code.attempts.lockedOut', { time: timeOf(limits.retryAt) })
        : t('signup.errors.tooManyRequests')
      : problem === 'failed'
        ? t('signup.code.errors.failed')
        : null;
  const resendError =
    resendResult?.outcome === 'tooManyRequests'
      ? resendResult.retryAt
        ? t('signup.code.attempts.resendLimited', { time: timeOf(resendResult.retryAt) })
        : t('signup.errors.tooManyRequests')
      : resendResult?.outcome === 'failed'
        ? t('signup.code.errors.resendFailed')
        : null;

  return (
    <form className="signup-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <p>{email ? t('signup.code.sentTo', { email }) : t('signup.code.enterCode')}</p>
      {formError ? (
        <Alert tone="error" title={t('signup.code.errors.title')} onDismiss={() => setProblem(null)}>
          {formError}
        </Alert>
      ) : null}
      {needsEmail ? (
        <div className="field">
          <label htmlFor={ids.email}>{t('signup.account.email')}</label>
          <input
            ref={emailRef}
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            aria-required="true"
            aria-invalid={problem === 'email'}
            aria-describedby={problem === 'email' ? ids.emailError : undefined}
            value={givenEmail}
            onChange={(event) => setGivenEmail(event.target.value)}
          />
          {problem === 'email' ? (
            <p id={ids.emailError} className="field__error">
              {t('signup.account.errors.emailFormat')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={ids.code}>{t('signup.code.label')}</label>
        <input
          ref={codeRef}
          id={ids.code}
          className="code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-required="true"
          aria-invalid={Boolean(codeError)}
          aria-describedby={[ids.codeHint, codeError ? ids.codeError : null].filter(Boolean).join(' ')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={ids.codeHint} className="field__hint">
          {t('signup.code.hint', { length: LIMITS.verificationCodeLength })}
        </p>
        {codeError ? (
          <p id={ids.codeError} className="field__error">
            {codeError}
          </p>
        ) : null}
      </div>
      {needsPassword ? (
        <PasswordField
          ref={passwordRef}
          name="password"
          label={t('signup.code.password')}
          hint={t('signup.code.passwordHint')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={problem === 'password' ? t('signup.code.errors.password') : null}
        />
      ) : null}
      <div className="signup-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? t('signup.code.submitting') : t('signup.code.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={secondsLeft > 0}
          aria-disabled={resending}
          onClick={() => void resend()}
        >
          {resending ? t('signup.code.resending') : t('signup.code.resend')}
        </button>
      </div>
      {secondsLeft > 0 ? (
        <p className="muted resend-cooldown">
          <span className="spinner spinner--small" aria-hidden="true" />
          {secondsLeft > SHOW_TIME_AFTER_SECONDS
            ? t('signup.code.cooldownUntil', { time: timeOf(resendAvailableAt) })
            : t('signup.code.cooldown', { seconds: secondsLeft })}
        </p>
      ) : null}
      <p role="status" className="signup-form__status">
        {resendResult?.outcome === 'sent'
          ? `${t('signup.code.sent', { email: address })} ${t('signup.code.attempts.fresh')}`
          : null}
        {resendResult?.outcome === 'alreadyConfirmed' ? (
          <>
            {t('signup.code.alreadyConfirmed')} <Link to={PATHS.login}>{t('signup.account.logIn')}</Link>
          </>
        ) : null}
      </p>
      {resendError ? (
        <p className="field__error" role="alert">
          {resendError}
        </p>
      ) : null}
    </form>
  );
}
