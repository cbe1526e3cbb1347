import { useTranslation } from 'react-i18next';

/** A part of the settings that could not load: what failed, announced, and a button to try again. */
export function SettingsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="settings-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
