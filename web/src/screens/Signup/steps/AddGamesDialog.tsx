/**
 * The Add Games dialog (001 §2): a modal with a search over the games catalogue, a checkbox per game
 * and the count of games selected. Focus moves into it on open, stays inside while it is open (Tab
 * and Shift+Tab cycle) and returns to the opener when it closes; Escape closes it.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../../lib/contract/responses';
import { Icon } from '../../../components/Icon';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { trapTab } from '../../../lib/hooks/focus-trap';
import { DEFAULT_GAME_IMAGE, mediaUrl } from '../../../lib/media';
import { searchGames } from '../../../state/server/game-catalogue';

export type CatalogueState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; games: Game[] };

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
  const { t, i18n } = useTranslation();
  const ids = { title: useId(), search: useId(), count: useId() };
  const [query, setQuery] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const results = useMemo(
    () => (catalogue.status === 'ready' ? searchGames(catalogue.games, query, i18n.language) : []),
    [catalogue, query, i18n.language],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="modal add-games"
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        onKeyDown={onKeyDown}
      >
        <header className="modal__header">
          <h2 id={ids.title} className="modal__title">
            {t('signup.games.dialog.title')}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('signup.games.dialog.close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="field">
          <label htmlFor={ids.search}>{t('signup.games.dialog.search')}</label>
          <input
            ref={searchRef}
            id={ids.search}
            type="search"
            autoComplete="off"
            aria-describedby={ids.count}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p id={ids.count} className="add-games__count" role="status">
          {t('signup.games.dialog.count', { count: selected.length })}
        </p>
        <div className="add-games__results">
          {catalogue.status === 'loading' ? (
            <p className="muted" role="status">
              {t('signup.games.dialog.loading')}
            </p>
          ) : null}
          {catalogue.status === 'failed' ? (
            <div role="alert">
              <p className="field__error">{t('signup.games.dialog.failed')}</p>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={catalogue.retry}
              >
                {t('common.tryAgain')}
              </button>
            </div>
          ) : null}
          {catalogue.status === 'ready' && results.length === 0 ? (
            <p className="muted">{t('signup.games.dialog.noResults')}</p>
          ) : null}
          {results.length > 0 ? (
            <ul className="game-options" aria-label={t('signup.games.dialog.results')}>
              {results.map((game) => (
                <li key={game.Id}>
                  <label className="game-option">
                    <input
                      type="checkbox"
                      checked={selected.includes(game.Id)}
                      onChange={() => onToggle(game.Id)}
                    />
                    <ImageWithFallback
                      className="game-option__image"
                      src={mediaUrl(game.GameImageThumbSrc || game.GameImageSrc, mediaBaseUrl)}
                      fallback={DEFAULT_GAME_IMAGE}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                    <span className="game-option__name">{game.Description}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <footer className="modal__footer">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('signup.games.dialog.done')}
          </button>
        </footer>
      </div>
    </div>
  );
}
