/**
 * The user card as the signed-in frame mounts it (state/user-card.tsx): the dialog shell opens at
 * once, and the UserCard screen fills it from its own chunk, loaded the first time a card opens. A
 * chunk that fails to load leaves a message in the dialog, which still closes as usual.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ListLoading } from '../components/people/ListStates';
import { PersonDialog } from '../components/people/PersonDialog';
import type { UserCardRenderer } from '../state/user-card';

const LazyUserCard = lazy(() =>
  import('../screens/UserCard').then((module) => ({ default: module.UserCard })),
);

function UserCardHost({ userName, onClose }: { userName: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PersonDialog
      label={t('userCard.dialogLabel', { username: userName })}
      closeLabel={t('userCard.close', { username: userName })}
      onClose={onClose}
    >
      <ErrorBoundary resetKey={userName} fallback={<p role="alert">{t('errors.body')}</p>}>
        <Suspense fallback={<ListLoading label={t('userCard.loading')} />}>
          <LazyUserCard userName={userName} onClose={onClose} />
        </Suspense>
      </ErrorBoundary>
    </PersonDialog>
  );
}

export const renderUserCard: UserCardRenderer = (props) => <UserCardHost {...props} />;
