/**
 * Around the lazily loaded user card: nothing shows while its chunk arrives (a moment, once), and a
 * chunk that cannot load (offline, a new deployment) shows a small notice that closes like the card
 * (CardUnavailable, also shown by the game modal's boundary).
 */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCardComponent, UserCardProps } from '../../state/user-card';
import { ErrorBoundary } from '../ErrorBoundary';

export function CardUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      <div role="alertdialog" aria-modal="true" aria-label={t('errors.title')} className="modal modal--small">
        <p>{t('errors.body')}</p>
        <div className="modal__actions">
          <button
            ref={button}
            type="button"
            className="button button--primary button--small"
            onClick={onClose}
          >
            {t('common.dismiss')}
          </button>
        </div>
      </div>
    </div>
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
