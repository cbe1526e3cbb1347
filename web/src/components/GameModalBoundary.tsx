/**
 * Around the lazily loaded game modal (state/game-modal.tsx): nothing shows while its chunk arrives
 * (a moment, once), and a chunk that cannot load (offline, a new deployment) shows the small notice
 * the user card shows, which closes like the modal.
 */
import { Suspense } from 'react';
import type { GameModalComponent, GameModalProps } from '../state/game-modal';
import { ErrorBoundary } from './ErrorBoundary';
import { CardUnavailable } from './people/UserCardBoundary';

export function GameModalBoundary({
  modal: Modal,
  ...props
}: GameModalProps & { modal: GameModalComponent }) {
  return (
    <ErrorBoundary
      resetKey={String(props.game.gameId)}
      fallback={<CardUnavailable onClose={props.onClose} />}
    >
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
