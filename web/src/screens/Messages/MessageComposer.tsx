/**
 * The direct message composer (000 §5 "Direct message composer"): a textarea of at most 2000
 * characters with a hint of what is left near the limit; Enter sends, Shift+Enter starts a new line.
 * Nothing typed gives messageDetailModal errorMsg1; nothing left after trimming and tag-stripping
 * (the contract's rule, which the server applies too) gives errorMsg2. The error is announced and
 * tied to the input; typing clears it.
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { composerProblem } from '../../lib/direct-message-text';

/** The remaining-characters hint shows from this many characters left. */
const HINT_FROM = 200;

export function MessageComposer({
  other,
  onSend,
}: {
  other: string;
  /** sends a checked text; false keeps it (refused before sending) */
  onSend: (text: string) => boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const remaining = LIMITS.messageMax - text.length;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = composerProblem(text);
    if (problem === 'empty') return setError(t('messageDetailModal.errorMsg1'));
    if (problem === 'blank') return setError(t('messageDetailModal.errorMsg2'));
    if (problem === 'tooLong') return setError(t('messages.tooLong', { max: LIMITS.messageMax }));
    setError(null);
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="message-composer" onSubmit={submit} noValidate>
      <div className="message-composer__row">
        <label className="visually-hidden" htmlFor={inputId}>
          {t('messages.inputLabel', { name: other })}
        </label>
        <textarea
          id={inputId}
          className="message-composer__input"
          value={text}
          maxLength={LIMITS.messageMax}
          rows={2}
          placeholder={t('messages.placeholder')}
          aria-describedby={`${errorId} ${hintId}`}
          aria-invalid={error !== null}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary message-composer__send">
          {t('messages.send')}
        </button>
      </div>
      <p id={errorId} className="field__error" role="alert">
        {error}
      </p>
      <p id={hintId} className="message-composer__hint muted">
        {remaining <= HINT_FROM ? t('messages.remaining', { count: remaining }) : t('messages.inputHint')}
      </p>
    </form>
  );
}
