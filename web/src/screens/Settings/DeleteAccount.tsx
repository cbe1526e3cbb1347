/**
 * Delete account (001 §2, §4, §8): a confirmation ('Are you sure you want to delete your account?'),
 * then deactivateAccount. The server disables the account, takes it out of every list and ends its
 * sessions; the page says so, then forgets the session and goes to `/`. A failure says so and keeps
 * the user signed in.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { deactivateAccount, leaveSession } from '../../lib/auth';
import { ConfirmDialog } from './ConfirmDialog';

type Stage = 'idle' | 'confirming' | 'deleting' | 'deactivated' | 'failed';

export function DeleteAccount({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    setStage('idle');
    buttonRef.current?.focus();
  };

  const confirm = async () => {
    setStage('deleting');
    try {
      await deactivateAccount(uuid);
      setStage('deactivated');
    } catch {
      setStage('failed');
    }
  };

  return (
    <div className="settings-form">
      <h4 className="settings-form__title">{t('settings.delete.title')}</h4>
      <p className="muted">{t('settings.delete.intro')}</p>
      {stage === 'failed' ? (
        <Alert tone="error" title={t('settings.delete.failedTitle')} onDismiss={cancel}>
          {t('settings.delete.failed')}
        </Alert>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className="button button--danger button--small"
        aria-haspopup="dialog"
        onClick={() => setStage('confirming')}
      >
        {t('settings.delete.button')}
      </button>
      {stage === 'confirming' || stage === 'deleting' ? (
        <ConfirmDialog
          title={t('settings.delete.confirmTitle')}
          confirmLabel={stage === 'deleting' ? t('settings.delete.deleting') : t('settings.delete.confirm')}
          cancelLabel={t('settings.delete.cancel')}
          busy={stage === 'deleting'}
          danger
          onConfirm={() => void confirm()}
          onCancel={cancel}
        >
          <p>{t('settings.delete.question')}</p>
        </ConfirmDialog>
      ) : null}
      {stage === 'deactivated' ? (
        <ConfirmDialog
          title={t('settings.delete.deactivatedTitle')}
          confirmLabel={t('settings.delete.ok')}
          onConfirm={leaveSession}
        >
          <p>{t('settings.delete.deactivated')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
