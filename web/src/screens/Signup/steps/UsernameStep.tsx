/**
 * Step 3, 'Step 1 of 5' (001 §5, §8): the username, 4 to 20 letters (any script), digits, underscore
 * or period, checked for availability as the user types and once more on Continue. What the user
 * types or pastes is kept as it is (no `maxLength` cutting a pasted name short without a word): a
 * name longer than the rule allows shows the rule and its length at once, and Continue refuses it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../../lib/contract/constants';
import { useUsernameAvailability, type Availability } from '../../../state/server/username-availability';

export function UsernameStep({
  initialUsername,
  onSubmit,
}: {
  initialUsername: string;
  onSubmit: (username: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { input: useId(), hint: useId(), message: useId() };
  const [username, setUsername] = useState(initialUsername);
  const [attempted, setAttempted] = useState(false);
  const [submitted, setSubmitted] = useState<Availability | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { status, confirm } = useUsernameAvailability(username);
  const length = [...username.trim()].length;
  const tooLong = length > LIMITS.usernameMax;

  // the rule shows after a Continue, or at once for a name too long to ever pass; a taken name shows
  // as soon as the check answers
  const shown: Availability | null =
    submitted === 'failed' ? 'failed' : status === 'taken' ? 'taken' : attempted || tooLong ? status : null;
  const error =
    shown === 'empty' || shown === 'invalid'
      ? t('signup.username.errors.rule')
      : shown === 'taken'
        ? t('signup.username.errors.taken')
        : shown === 'failed'
          ? t('signup.username.errors.failed')
          : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setSubmitted(null);
    setBusy(true);
    const result = await confirm();
    setBusy(false);
    if (result === 'available') {
      onSubmit(username.trim());
      return;
    }
    setSubmitted(result);
    inputRef.current?.focus();
  };

  return (
    <form className="signup-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <div className="field">
        <label htmlFor={ids.input}>{t('signup.username.label')}</label>
        <input
          ref={inputRef}
          id={ids.input}
          type="text"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ids.hint} ${ids.message}` : ids.hint}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setSubmitted(null);
          }}
        />
        <p id={ids.hint} className="field__hint">
          {t('signup.username.hint')}
        </p>
        {error ? (
          <p id={ids.message} className="field__error" role="alert">
            {error}
            {tooLong
              ? ` ${t('signup.username.errors.length', { count: length, max: LIMITS.usernameMax })}`
              : null}
          </p>
        ) : null}
        <p className="field__status" role="status">
          {status === 'checking' ? t('signup.username.checking') : null}
          {status === 'available' ? t('signup.username.available', { username: username.trim() }) : null}
        </p>
      </div>
      <div className="signup-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {t('signup.continue')}
        </button>
      </div>
    </form>
  );
}
