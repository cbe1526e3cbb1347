/**
 * Step 1 (001 §2, §5, §8): email, password with show/hide, repeat password and the terms checkbox.
 * Inline messages block the call; the registration's outcomes (an existing, disabled or failed
 * account) show in an alert.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { PasswordField } from '../../../components/form/PasswordField';
import { isValidEmail, isValidPassword } from '../../../lib/field-rules';
import { PATHS } from '../../../lib/paths';
import { SUPPORT_EMAIL } from '../../../lib/support';
import type { RegisterOutcome } from '../../../state/flows/signup-account';

type Field = 'email' | 'password' | 'repeat' | 'terms';
type ErrorKey = 'missingEmail' | 'emailFormat' | 'missingPassword' | 'passwordRule' | 'mismatch' | 'terms';
type Errors = Partial<Record<Field, ErrorKey>>;

interface Values {
  email: string;
  password: string;
  repeat: string;
  terms: boolean;
}

/** 001 §5, §8: the step's rules, in the order the fields appear. */
export function validateAccount(values: Values): Errors {
  const errors: Errors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'missingEmail';
  else if (!isValidEmail(email)) errors.email = 'emailFormat';
  if (!values.password) errors.password = 'missingPassword';
  else if (!isValidPassword(values.password)) errors.password = 'passwordRule';
  if (values.password && values.repeat !== values.password) errors.repeat = 'mismatch';
  if (!values.terms) errors.terms = 'terms';
  return errors;
}

type Failure = Exclude<RegisterOutcome['kind'], 'registered' | 'resumed' | 'unconfirmed'>;

export function AccountStep({
  initialEmail,
  onRegister,
}: {
  initialEmail: string;
  onRegister: (credentials: { email: string; password: string }) => Promise<RegisterOutcome['kind']>;
}) {
  const { t } = useTranslation();
  const ids = { email: useId(), terms: useId(), emailError: useId(), termsError: useId() };
  const [values, setValues] = useState<Values>({
    email: initialEmail,
    password: '',
    repeat: '',
    terms: false,
  });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
    terms: useRef<HTMLInputElement>(null),
  };
  const submitRef = useRef<HTMLButtonElement>(null);
  const errors = attempted ? validateAccount(values) : {};
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const message = (field: Field) => (errors[field] ? t(`signup.account.errors.${errors[field]}`) : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setFailure(null);
    const problems = validateAccount(values);
    const first = (['email', 'password', 'repeat', 'terms'] as const).find((field) => problems[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await onRegister({ email: values.email.trim(), password: values.password });
    // the successful outcomes move on to another step and unmount this one
    if (outcome !== 'registered' && outcome !== 'resumed' && outcome !== 'unconfirmed') {
      setBusy(false);
      setFailure(outcome);
    }
  };

  const dismiss = () => {
    setFailure(null);
    submitRef.current?.focus();
  };

  return (
    <form className="signup-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      {failure ? <RegisterFailure failure={failure} onDismiss={dismiss} /> : null}
      <div className="field">
        <label htmlFor={ids.email}>{t('signup.account.email')}</label>
        <input
          ref={refs.email}
          id={ids.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          aria-required="true"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? ids.emailError : undefined}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
        />
        {errors.email ? (
          <p id={ids.emailError} className="field__error">
            {message('email')}
          </p>
        ) : null}
      </div>
      <PasswordField
        ref={refs.password}
        name="password"
        autoComplete="new-password"
        label={t('signup.account.password')}
        hint={t('signup.account.passwordHint')}
        value={values.password}
        onChange={(value) => set('password', value)}
        error={message('password')}
      />
      <PasswordField
        ref={refs.repeat}
        name="repeatPassword"
        autoComplete="new-password"
        label={t('signup.account.repeatPassword')}
        value={values.repeat}
        onChange={(value) => set('repeat', value)}
        error={message('repeat')}
      />
      <div className="field">
        <div className="checkbox">
          <input
            ref={refs.terms}
            id={ids.terms}
            type="checkbox"
            name="terms"
            aria-required="true"
            aria-invalid={Boolean(errors.terms)}
            aria-describedby={errors.terms ? ids.termsError : undefined}
            checked={values.terms}
            onChange={(event) => set('terms', event.target.checked)}
          />
          <label htmlFor={ids.terms}>
            <TermsText text={t('signup.account.terms')} />
          </label>
        </div>
        {errors.terms ? (
          <p id={ids.termsError} className="field__error">
            {message('terms')}
          </p>
        ) : null}
      </div>
      <div className="signup-form__actions">
        <button ref={submitRef} type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? t('signup.account.submitting') : t('signup.account.submit')}
        </button>
        <p className="muted">
          {t('signup.account.haveAccount')} <Link to={PATHS.login}>{t('signup.account.logIn')}</Link>
        </p>
      </div>
    </form>
  );
}

const TERMS_LINKS = { terms: PATHS.terms, privacy: PATHS.privacy } as const;

/**
 * The terms sentence with its two links, from one translation where `<terms>…</terms>` and
 * `<privacy>…</privacy>` mark the linked words (their order differs between languages). Parsed here
 * rather than with react-i18next's Trans, which would bring an HTML parser into the landing page's JS.
 */
function TermsText({ text }: { text: string }) {
  const parts = text.split(/<(terms|privacy)>(.*?)<\/\1>/);
  return (
    <>
      {parts.map((part, index) => {
        // split() with two groups gives: text, tag, inner text, text, tag, inner text, text…
        if (index % 3 === 0) return part;
        if (index % 3 === 2) return null;
        const tag = part as keyof typeof TERMS_LINKS;
        return (
          <NewTabLink key={index} to={TERMS_LINKS[tag]}>
            {parts[index + 1]}
          </NewTabLink>
        );
      })}
    </>
  );
}

/** A link that opens the legal text in a new tab, so the form keeps what was typed. */
function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </Link>
  );
}

function RegisterFailure({ failure, onDismiss }: { failure: Failure; onDismiss: () => void }) {
  const { t } = useTranslation();
  switch (failure) {
    case 'exists':
      return (
        <Alert tone="error" title={t('signup.account.errors.existsTitle')} onDismiss={onDismiss}>
          {t('signup.account.errors.exists')} <Link to={PATHS.login}>{t('signup.account.logIn')}</Link>
          {' · '}
          <Link to={PATHS.contact}>{t('signup.contactSupport')}</Link>
        </Alert>
      );
    case 'disabled':
      return (
        <Alert tone="error" title={t('signup.account.errors.disabledTitle')} onDismiss={onDismiss}>
          {t('signup.account.errors.disabled')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </Alert>
      );
    case 'tooManyRequests':
      return (
        <Alert tone="error" title={t('signup.account.errors.failedTitle')} onDismiss={onDismiss}>
          {t('signup.errors.tooManyRequests')}
        </Alert>
      );
    default:
      return (
        <Alert tone="error" title={t('signup.account.errors.failedTitle')} onDismiss={onDismiss}>
          {t('signup.account.errors.failed')}
        </Alert>
      );
  }
}
