/**
 * Change password (001 §2, §5, §8): current, new and repeated password. The new one must follow the
 * password rule and differ from the current one; the outcome is one of the spec's messages (invalid
 * format, same as old, changed, failed). The server ends every session on a change, so the page signs
 * in again with the new password at once (lib/auth changePassword).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import {
  changePassword,
  IncorrectPasswordError,
  InvalidPasswordError,
  leaveSession,
  SignInAgainError,
  TooManyRequestsError,
} from '../../lib/auth';
import { PasswordField } from '../../components/form/PasswordField';
import { isValidPassword } from '../../lib/field-rules';

type Outcome = 'changed' | 'incorrectCurrent' | 'invalidFormat' | 'tooMany' | 'failed';

type Field = 'current' | 'next' | 'repeat';
type Values = Record<Field, string>;
type Errors = Record<Field, string | null>;

const EMPTY: Values = { current: '', next: '', repeat: '' };

/** The form's password fields, in order: their input names, what a browser may fill in, their label and hint. */
const FIELDS = [
  {
    field: 'current',
    name: 'current-password',
    autoComplete: 'current-password',
    label: 'settings.password.current',
    hint: null,
  },
  {
    field: 'next',
    name: 'new-password',
    autoComplete: 'new-password',
    label: 'settings.password.new',
    hint: 'settings.password.rule',
  },
  {
    field: 'repeat',
    name: 'repeat-password',
    autoComplete: 'new-password',
    label: 'settings.password.repeat',
    hint: null,
  },
] as const;

export function ChangePassword() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };
  const { current, next, repeat } = values;

  const validate = (): Errors => ({
    current: current ? null : t('settings.password.currentRequired'),
    next: !isValidPassword(next)
      ? t('settings.password.invalidFormat')
      : next === current
        ? t('settings.password.sameAsOld')
        : null,
    repeat: repeat === next ? null : t('settings.password.mismatch'),
  });
  const errors: Errors = attempted ? validate() : { current: null, next: null, repeat: null };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setOutcome(null);
    const problems = validate();
    const first = FIELDS.map(({ field }) => field).find((field) => problems[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(current, next);
      setValues(EMPTY);
      setAttempted(false);
      setOutcome('changed');
    } catch (error) {
      // the password did change, but this browser could not sign in with it: the session is over
      if (error instanceof SignInAgainError) {
        leaveSession();
        return;
      }
      setOutcome(
        error instanceof IncorrectPasswordError
          ? 'incorrectCurrent'
          : error instanceof InvalidPasswordError
            ? 'invalidFormat'
            : error instanceof TooManyRequestsError
              ? 'tooMany'
              : 'failed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="settings-form"
      aria-labelledby="settings-password-title"
      aria-busy={busy}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h4 id="settings-password-title" className="settings-form__title">
        {t('settings.password.title')}
      </h4>
      {outcome ? (
        <Alert
          tone={outcome === 'changed' ? 'success' : 'error'}
          title={
            outcome === 'changed' ? t('settings.password.changedTitle') : t('settings.password.failedTitle')
          }
          onDismiss={() => setOutcome(null)}
        >
          {t(`settings.password.outcomes.${outcome}`)}
        </Alert>
      ) : null}
      {FIELDS.map(({ field, name, autoComplete, label, hint }) => (
        <PasswordField
          key={field}
          ref={refs[field]}
          label={t(label)}
          hint={hint ? t(hint) : undefined}
          name={name}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(value) => setValues((all) => ({ ...all, [field]: value }))}
          error={errors[field]}
        />
      ))}
      <button type="submit" className="button button--primary button--small" aria-disabled={busy}>
        {busy ? t('settings.password.saving') : t('settings.password.submit')}
      </button>
    </form>
  );
}
