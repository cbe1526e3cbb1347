/**
 * The report/block popup (000 §2, §5 "Report", §7 "Reporting", §8 reportBlockModal): the reasons to
 * tick, the reporter's own words, then Send report or Block. A report needs a reason (errorMsg1);
 * a sent report says so (errorMsg2); a failed one says so (errorMsg3) and keeps everything typed.
 * Block asks once more, then blocks with the flags 000 §7 names; the card then closes and the user
 * vanishes from every list (state/server/report-block.ts). A modal inside the card: focus starts on
 * the first reason and stays inside; Escape or Cancel closes only the popup.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { Dialog } from '../../components/Dialog';
import {
  hasReason,
  REPORT_REASONS,
  useBlockUser,
  useReportUser,
  type ReportReasons,
} from '../../state/server/report-block';

const NO_REASONS: ReportReasons = {
  inappropriateProfile: false,
  inappropriateMessage: false,
  abuseBullying: false,
  spam: false,
  other: false,
};

type Step = 'form' | 'confirmBlock' | 'sent';

/** what takes focus as a step starts */
const FIRST_CONTROL = 'input, button';

export function ReportBlockDialog({
  uuid,
  userName,
  onClose,
  onBlocked,
}: {
  uuid: string;
  userName: string;
  onClose: () => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailsId = useId();
  const countId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const sendReport = useReportUser(uuid);
  const block = useBlockUser(uuid);
  const [reasons, setReasons] = useState<ReportReasons>(NO_REASONS);
  const [details, setDetails] = useState('');
  const [step, setStep] = useState<Step>('form');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooLong = details.trim().length > LIMITS.reportDetailsMax;

  // each step starts with focus on its first control (the first step's is Dialog's initial focus too)
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
  }, [step]);

  const submitReport = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!hasReason(reasons)) {
      setError(t('reportBlockModal.errorMsg1'));
      return;
    }
    if (tooLong) {
      setError(t('reportBlockModal.detailsTooLong', { max: LIMITS.reportDetailsMax }));
      return;
    }
    setError(null);
    setBusy(true);
    const sent = await sendReport(userName, reasons, details.trim());
    setBusy(false);
    if (sent) setStep('sent');
    else setError(t('reportBlockModal.errorMsg3'));
  };

  const confirmBlock = async () => {
    if (busy) return;
    if (tooLong) {
      setStep('form');
      setError(t('reportBlockModal.detailsTooLong', { max: LIMITS.reportDetailsMax }));
      return;
    }
    setBusy(true);
    const blocked = await block(userName, reasons, details.trim());
    setBusy(false);
    if (blocked) onBlocked();
    else setError(t('reportBlockModal.blockFailed', { username: userName }));
  };

  return (
    <Dialog
      labelledBy={titleId}
      className="report-block"
      backdropClassName="report-block__backdrop"
      dialogRef={dialogRef}
      initialFocus={FIRST_CONTROL}
      onClose={onClose}
      returnFocus
    >
      <h2 id={titleId} className="modal__title">
        {step === 'confirmBlock'
          ? t('reportBlockModal.blockConfirmTitle', { username: userName })
          : t('reportBlockModal.title', { username: userName })}
      </h2>

      {step === 'sent' ? (
        <>
          <p role="status" className="report-block__sent">
            {t('reportBlockModal.errorMsg2')}
          </p>
          <div className="modal__actions">
            <button type="button" className="button button--primary button--small" onClick={onClose}>
              {t('reportBlockModal.close')}
            </button>
          </div>
        </>
      ) : null}

      {step === 'confirmBlock' ? (
        <>
          <p>{t('reportBlockModal.blockConfirmBody')}</p>
          <p className="field__error" role="alert">
            {error}
          </p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                setError(null);
                setStep('form');
              }}
            >
              {t('reportBlockModal.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              aria-disabled={busy}
              onClick={() => void confirmBlock()}
            >
              {busy
                ? t('reportBlockModal.blocking')
                : t('reportBlockModal.blockConfirm', { username: userName })}
            </button>
          </div>
        </>
      ) : null}

      <form
        className="report-block__form"
        onSubmit={(event) => void submitReport(event)}
        hidden={step !== 'form'}
      >
        <fieldset className="field report-block__reasons">
          <legend>{t('reportBlockModal.reasonsLegend')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="checkbox">
              <input
                type="checkbox"
                checked={reasons[reason]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setReasons((current) => ({ ...current, [reason]: checked }));
                }}
              />
              <span>{t(`reportBlockModal.reasons.${reason}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={detailsId}>{t('reportBlockModal.details')}</label>
          <textarea
            id={detailsId}
            className="report-block__details"
            rows={3}
            value={details}
            aria-invalid={tooLong}
            aria-describedby={countId}
            onChange={(event) => setDetails(event.currentTarget.value)}
          />
          <p id={countId} className={`report-block__count${tooLong ? ' field__error' : ' muted'}`}>
            {t('reportBlockModal.detailsCount', {
              length: details.trim().length,
              max: LIMITS.reportDetailsMax,
            })}
          </p>
        </div>
        <p className="field__error" role="alert">
          {step === 'form' ? error : null}
        </p>
        <div className="modal__actions report-block__actions">
          <button type="button" className="button button--secondary button--small" onClick={onClose}>
            {t('reportBlockModal.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => {
              setError(null);
              setStep('confirmBlock');
            }}
          >
            {t('reportBlockModal.block')}
          </button>
          <button type="submit" className="button button--primary button--small" aria-disabled={busy}>
            {busy ? t('reportBlockModal.sending') : t('reportBlockModal.report')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
