import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/StatusPage';

/** 404: unknown paths and reserved words used as a username (000 §2, 001 §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusPage code={t('notFound.code')} title={t('notFound.title')} documentTitle={t('titles.notFound')}>
      <p>{t('notFound.body')}</p>
    </StatusPage>
  );
}
