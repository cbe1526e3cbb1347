/**
 * Around the lazily loaded user card: nothing shows while its chunk arrives (a moment, once), and a
 * chunk that cannot load (offline, a new deployment) shows a small notice that closes like the card
 * (CardUnavailable, also shown by the game modal's boundary): a Dialog like every modal (focus on its
 * button, Tab kept inside, Escape closes, the page beneath inert).
 */
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCardComponent, UserCardProps } from '../../state/user-card';
import { Dialog } from '../Dialog';
import { ErrorBoundary } from '../ErrorBoundary';

export function CardUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      portal
      role="alertdialog"
      label={t('errors.title')}
      className="modal--small"
      initialFocus={button}
      onClose={onClose}
    >
      <p>{t('errors.body')}</p>
      <div className="modal__actions">
        <button ref={button} type="button" className="button button--primary button--small" onClick={onClose}>
          {t('common.dismiss')}
        </button>
      </div>
    </Dialog>
  );
}

export function UserCardBoundary({
  card: Card,
  userName,
  onClose,
}: UserCardProps & { card: UserCardComponent }) {
  return (
    <ErrorBoundary resetKey={userName} fallback={<CardUnavailable onClose={onClose} />}>
      <Suspense fallback={null}>
        <Card userName={userName} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
