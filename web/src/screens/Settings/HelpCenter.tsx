/**
 * Help center (001 §2, §3, §5, §8): one reason (inappropriate content, account issue,
 * troubleshooting, legal, advertising, other), free-text details and Send. A reason is required;
 * the outcome is a sent or failed alert.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { Alert } from '../../components/Alert';
import { HELP_REASONS, useSendHelpRequest, type HelpReason } from '../../state/server/help-request';

export function HelpCenter({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const ids = { legend: useId(), reasonError: useId(), details: useId() };
  const [reason, setReason] = useState<HelpReason | null>(null);
  const [details, setDetails] = useState('');
  const [attempted, setAttempted] = useState(false);
  const { status, send, reset } = useSendHelpRequest(uuid);
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sending = status === 'sending';
  const reasonMissing = attempted && reason === null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    reset();
    if (reason === null) {
      firstReasonRef.current?.focus();
      return;
    }
    if (await send({ reason, details })) {
      setReason(null);
      setDetails('');
      setAttempted(false);
    }
  };

  const dismiss = () => {
    reset();
    submitRef.current?.focus();
  };

  return (
    <form noValidate className="settings-form" aria-busy={sending} onSubmit={(event) => void onSubmit(event)}>
      {status === 'sent' ? (
        <Alert tone="success" title={t('settings.help.sentTitle')} onDismiss={dismiss}>
          {t('settings.help.sent')}
        </Alert>
      ) : null}
      {status === 'failed' ? (
        <Alert tone="error" title={t('settings.help.failedTitle')} onDismiss={dismiss}>
          {t('settings.help.failed')}
        </Alert>
      ) : null}
      <fieldset className="field settings-reasons">
        <legend id={ids.legend}>{t('settings.help.reasons')}</legend>
        {HELP_REASONS.map((option, index) => (
          <label key={option} className="checkbox">
            <input
              ref={index === 0 ? firstReasonRef : undefined}
              type="radio"
              name="help-reason"
              value={option}
              checked={reason === option}
              aria-describedby={reasonMissing ? ids.reasonError : undefined}
              onChange={() => setReason(option)}
            />
            <span>{t(`settings.help.reason.${option}`)}</span>
          </label>
        ))}
        {reasonMissing ? (
          <p id={ids.reasonError} className="field__error">
            {t('settings.help.reasonRequired')}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.details}>{t('settings.help.details')}</label>
        <textarea
          id={ids.details}
          name="details"
          rows={4}
          maxLength={LIMITS.reportDetailsMax}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </div>
      <button
        ref={submitRef}
        type="submit"
        className="button button--primary button--small"
        aria-disabled={sending}
      >
        {sending ? t('settings.help.sending') : t('settings.help.send')}
      </button>
    </form>
  );
}
