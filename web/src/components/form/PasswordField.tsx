import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the message under the field; the field is marked invalid while there is one */
  error?: string | null;
  /** 'current-password' on login and the current password; 'new-password' where a password is chosen */
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  /** a hint under the label (the password rule) */
  hint?: string;
}

/**
 * A password input with a show/hide toggle (001 §2): the toggle is a button with a constant name
 * ("Show password") whose pressed state says whether the password is shown. Used by the login, password reset and change-password forms.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, value, onChange, error, autoComplete, name, hint },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const [shown, setShown] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="password-field">
        <input
          ref={ref}
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((current) => !current)}
        >
          {t('login.showPassword')}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
