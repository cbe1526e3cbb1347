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
import { PasswordField } from '../Login/PasswordField';
import { isValidPassword } from '../Login/validation';

type Outcome = 'changed' | 'incorrectCurrent' | 'invalidFormat' | 'tooMany' | 'failed';

interface Errors {
  current: string | null;
  next: string | null;
  repeat: string | null;
}

export function ChangePassword() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };

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
    const first = (['current', 'next', 'repeat'] as const).find((field) => problems[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setRepeat('');
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
      <PasswordField
        ref={refs.current}
        label={t('settings.password.current')}
        name="current-password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={errors.current}
      />
      <PasswordField
        ref={refs.next}
        label={t('settings.password.new')}
        hint={t('settings.password.rule')}
        name="new-password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        error={errors.next}
      />
      <PasswordField
        ref={refs.repeat}
        label={t('settings.password.repeat')}
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
      />
      <button type="submit" className="button button--primary button--small" aria-disabled={busy}>
        {busy ? t('settings.password.saving') : t('settings.password.submit')}
      </button>
    </form>
  );
}
