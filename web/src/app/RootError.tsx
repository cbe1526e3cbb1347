import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage';

/** What a failed page shows (the failure is already reported by the ErrorBoundary). */
export function RootError() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('errors.title')} documentTitle={t('titles.error')}>
      <p>{t('errors.body')}</p>
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </button>
    </StatusPage>
  );
}
