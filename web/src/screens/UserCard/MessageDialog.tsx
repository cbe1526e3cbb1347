/**
 * The message popup on another user's card (000 §2 "Message popup", §5 "Message to a user", §7
 * `sendMessage`): a textarea and Send. Nothing to send (empty once tags are stripped and trimmed)
 * gives messageModal errorMsg1, writing to yourself errorMsg2; the text is sent with its tags stripped
 * and URL-encoded (state/server/direct-messages.ts). Sent: the popup closes and the card says
 * "Message sent"; refused (blocked, closed account, too fast, failed): the reason shows and the text
 * stays. A modal inside the card: focus starts in the textarea and stays inside; Escape or Cancel
 * closes only the popup, and the focus returns to the button that opened it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { LIMITS } from '../../../../lib/contract/constants';
import { messageLength, plainMessageText } from '../../../../lib/contract/rules';
import { sameUserName } from '../../../../lib/contract/user-names';
import { useSendProfileMessage } from '../../state/server/direct-messages';
import { FormActions } from '../../components/FormActions';

export function MessageDialog({
  uuid,
  userName,
  ownUserName,
  onClose,
  onSent,
}: {
  uuid: string;
  userName: string;
  ownUserName: string | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendProfileMessage(uuid);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (plainMessageText(text) === '') return setError(t('messageModal.errorMsg1'));
    if (ownUserName !== null && sameUserName(ownUserName, userName))
      return setError(t('messageModal.errorMsg2'));
    // counted as the server counts it: the characters kept once decoded, not the encoded length
    if (messageLength(text) > LIMITS.messageMax) return setError(t('messageModal.tooLong'));
    setError(null);
    setBusy(true);
    const refusal = await send(userName, text);
    setBusy(false);
    if (refusal === null) onSent();
    else setError(t(`messageModal.refusals.${refusal}`, { username: userName }));
  };

  return (
    <Dialog
      labelledBy={titleId}
      className="message-dialog"
      backdropClassName="report-block__backdrop"
      initialFocus={inputRef}
      returnFocus
      onClose={onClose}
    >
      <h2 id={titleId} className="modal__title">
        {t('messageModal.title', { username: userName })}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{t('messageModal.label')}</label>
          <textarea
            id={inputId}
            ref={inputRef}
            className="message-dialog__input"
            rows={4}
            maxLength={LIMITS.messageMax}
            value={text}
            aria-invalid={error !== null}
            aria-describedby={errorId}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
          />
        </div>
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
        <FormActions
          cancelLabel={t('messageModal.cancel')}
          onCancel={onClose}
          submitLabel={t('messageModal.send')}
          busyLabel={t('messageModal.sending')}
          busy={busy}
        />
      </form>
    </Dialog>
  );
}
