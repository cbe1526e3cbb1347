/** The states every list of people shows (issue 8 "Loading, empty and error states on every list"). */
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../PageLoading';

export function ListLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return <PageLoading label={label ?? t('people.list.loading')} />;
}

/** A list (or its next page) that could not load: what failed, announced, and a button to try again. */
export function ListError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="people-list__error" role="alert">
      <p>{message ?? t('people.list.failed')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return <p className="people-list__empty muted">{text}</p>;
}
