/**
 * The Add Games dialog (001 §2): a modal around the games picker (components/games-picker: a search
 * over the games catalogue, a checkbox per game, selected games first, the count selected). Focus moves into it on open, stays inside while it is open (Tab
 * and Shift+Tab cycle) and returns to the opener when it closes; Escape closes it.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { GamesPicker, type CatalogueState } from '../../../components/games-picker/GamesPicker';
import { CloseButton } from '../../../components/CloseButton';

export type { CatalogueState };

export function AddGamesDialog({
  catalogue,
  selected,
  mediaBaseUrl,
  onToggle,
  onClose,
}: {
  catalogue: CatalogueState;
  selected: readonly number[];
  mediaBaseUrl: string;
  onToggle: (gameId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog
      labelledBy={titleId}
      className="add-games"
      initialFocus={searchRef}
      closeOnBackdrop
      onClose={onClose}
    >
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          {t('signup.games.dialog.title')}
        </h2>
        <CloseButton label={t('signup.games.dialog.close')} onClick={onClose} />
      </header>
      <GamesPicker
        catalogue={catalogue}
        selected={selected}
        mediaBaseUrl={mediaBaseUrl}
        onToggle={onToggle}
        searchRef={searchRef}
      />
      <footer className="modal__footer">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('signup.games.dialog.done')}
        </button>
      </footer>
    </Dialog>
  );
}
