/**
 * The report popup of one chat message (ours, beyond the spec: issue 10 "Safety"), in the look of the
 * user card's report/block popup (000 §8 reportBlockModal): the message quoted, the reporter's reason,
 * Cancel and Send report. The reason is required (errorMsg1) and at most
 * LIMITS.messageReportReasonMax characters once tags are stripped, as the server keeps it. Send hands
 * the reason over: the panel closes the popup and the message leaves the feed at once; the outcome is
 * the chat's notice (errorMsg2 sent; errorMsg3 failed, the message shown again). A modal over the game
 * modal: focus starts in the reason and stays inside; Escape or Cancel closes only the popup.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { LIMITS } from '../../../../lib/contract/constants';
import { plainMessageText } from '../../../../lib/contract/rules';
import { quotePreview } from '../../lib/chat-text';
import { FormActions } from '../../components/FormActions';

export function ChatReportDialog({
  author,
  text,
  initialReason,
  onSend,
  onClose,
}: {
  /** the message's author and text, quoted */
  author: string;
  text: string;
  /** the reason typed before, when an earlier report of this message failed */
  initialReason: string;
  onSend: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const countId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState(initialReason);
  const [error, setError] = useState<string | null>(null);
  const kept = plainMessageText(reason);
  const tooLong = kept.length > LIMITS.messageReportReasonMax;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kept === '') {
      setError(t('reportBlockModal.errorMsg1', { context: 'message' }));
      reasonRef.current?.focus();
      return;
    }
    if (tooLong) {
      setError(t('reportBlockModal.detailsTooLong', { max: LIMITS.messageReportReasonMax }));
      reasonRef.current?.focus();
      return;
    }
    onSend(kept);
  };

  return (
    <Dialog
      labelledBy={titleId}
      className="report-block"
      backdropClassName="report-block__backdrop"
      initialFocus={reasonRef}
      onClose={onClose}
    >
      <h2 id={titleId} className="modal__title">
        {t('gameModal.chat.report', { name: author })}
      </h2>
      <p className="chat-message__quote">
        {t('gameModal.chat.quote', { name: author, text: quotePreview(text) })}
      </p>
      <form className="report-block__form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={reasonId}>{t('gameModal.chat.reportReason')}</label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            className="report-block__details"
            rows={3}
            required
            value={reason}
            aria-invalid={error !== null || tooLong}
            aria-describedby={countId}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <p id={countId} className={`report-block__count${tooLong ? ' field__error' : ' muted'}`}>
            {t('reportBlockModal.detailsCount', {
              length: kept.length,
              max: LIMITS.messageReportReasonMax,
            })}
          </p>
        </div>
        <p className="muted">{t('gameModal.chat.reportHint')}</p>
        <p className="field__error" role="alert">
          {error}
        </p>
        <FormActions
          cancelLabel={t('reportBlockModal.cancel')}
          onCancel={onClose}
          submitLabel={t('reportBlockModal.report')}
          className="report-block__actions"
        />
      </form>
    </Dialog>
  );
}
