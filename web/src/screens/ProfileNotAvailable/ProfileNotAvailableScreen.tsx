import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/StatusPage';

/** Where a missing or failed public profile leads (000 §2, §8). */
export function ProfileNotAvailableScreen() {
  const { t } = useTranslation();
  return <StatusPage title={t('notAvailable.message')} documentTitle={t('titles.notAvailable')} />;
}
