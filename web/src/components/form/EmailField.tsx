import { forwardRef, useId } from 'react';
import { FieldError } from './FieldError';

interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the message under the field; the field is marked invalid while there is one */
  error?: string | null;
}

/**
 * The email of an existing account (001 §2, §5), as the login and forgot-password forms ask for it:
 * autofilled as the username of a saved login, never capitalised or spell-checked, at most 254 characters.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { label, value, onChange, error },
  ref,
) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
});
