/**
 * What a save that failed somewhere says (000 §8 userProfileContent): one failed step shows its own
 * message; several show errorMsg9's combined alert listing up to three of them and the note to contact
 * support. A failed username change names the name that was asked for, and offers to put it back in
 * the field (the field itself reverted to the current name, errorMsg8).
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { SUPPORT_EMAIL } from '../../lib/support';
import { COMBINED_ALERT_MAX, type StepFailure } from '../../state/flows/profile-save';

export function SaveFailures({
  failures,
  revertedUsername,
  onRestoreUsername,
  onDismiss,
}: {
  failures: readonly StepFailure[];
  revertedUsername: string | null;
  onRestoreUsername: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const text = (failure: StepFailure) =>
    failure.message === 'errorMsg8' && revertedUsername
      ? `${t('profilePanel.errors.errorMsg8')} ${t('profilePanel.errors.reverted', { name: revertedUsername })}`
      : t(`profilePanel.errors.${failure.message}`);
  const restore = revertedUsername ? (
    <button type="button" className="button button--secondary button--small" onClick={onRestoreUsername}>
      {t('profilePanel.errors.restoreName', { name: revertedUsername })}
    </button>
  ) : null;

  if (failures.length === 1) {
    const [only] = failures as [StepFailure];
    return (
      <Alert tone="error" title={t('profilePanel.errors.title')} onDismiss={onDismiss}>
        {text(only)} {restore}
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t('profilePanel.errors.errorMsg9')} onDismiss={onDismiss}>
      <span className="save-failures__list">
        {failures.slice(0, COMBINED_ALERT_MAX).map((failure) => (
          <span key={failure.step} className="save-failures__item">
            {text(failure)}
          </span>
        ))}
      </span>
      <span className="save-failures__support">
        {t('profilePanel.errors.contactSupport', { email: SUPPORT_EMAIL })}
      </span>
      {restore}
    </Alert>
  );
}
