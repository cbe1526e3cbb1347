/**
 * The games picker (000 §2 "Games picker panel with search", §4 "Selected games move to the top of the
 * list"; 001 §2 the signup's Add Games dialog): a search over the games catalogue and a checkbox per
 * game, with the count of games selected. One picker for the signup dialog and the profile editor.
 *
 * Selected games are listed first. The order is taken when the picker opens and each time the search
 * changes, not on every click: a game that jumped to the top the moment it was ticked would move the
 * focused checkbox away from under the pointer and the keyboard.
 */
import { useId, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_GAMES_PER_USER } from '../../../../lib/contract/constants';
import type { Game } from '../../../../lib/contract/responses';
import { DEFAULT_GAME_IMAGE, mediaUrl } from '../../lib/media';
import { searchGames } from '../../state/server/game-catalogue';
import { ImageWithFallback } from '../ImageWithFallback';

export type CatalogueState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; games: Game[] };

/** The catalogue's games matching `query`, those in `pinned` first, each group in catalogue order. */
export function orderForPicker(
  games: readonly Game[],
  query: string,
  pinned: ReadonlySet<number>,
  locale?: string,
): Game[] {
  const found = searchGames(games, query, locale);
  return [...found.filter((game) => pinned.has(game.Id)), ...found.filter((game) => !pinned.has(game.Id))];
}

export function GamesPicker({
  catalogue,
  selected,
  mediaBaseUrl,
  onToggle,
  searchRef,
}: {
  catalogue: CatalogueState;
  selected: readonly number[];
  mediaBaseUrl: string;
  onToggle: (gameId: number) => void;
  /** the search field, for the opener to focus */
  searchRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation();
  const ids = { search: useId(), count: useId() };
  const [query, setQuery] = useState('');
  // the games shown on top: those selected when the picker opened or the search last changed
  const [pinned, setPinned] = useState<ReadonlySet<number>>(() => new Set(selected));

  // a profile holds at most MAX_GAMES_PER_USER games: once full, only ticked games can be changed
  const full = selected.length >= MAX_GAMES_PER_USER;
  const results = useMemo(
    () => (catalogue.status === 'ready' ? orderForPicker(catalogue.games, query, pinned, i18n.language) : []),
    [catalogue, query, pinned, i18n.language],
  );

  return (
    <div className="games-picker">
      <div className="field">
        <label htmlFor={ids.search}>{t('gamesPicker.search')}</label>
        <input
          ref={searchRef}
          id={ids.search}
          type="search"
          autoComplete="off"
          aria-describedby={ids.count}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPinned(new Set(selected));
          }}
        />
      </div>
      <p id={ids.count} className="games-picker__count" role="status">
        {t('gamesPicker.count', { count: selected.length })}
        {full ? ` ${t('gamesPicker.full', { max: MAX_GAMES_PER_USER })}` : null}
      </p>
      <div className="games-picker__results">
        {catalogue.status === 'loading' ? (
          <p className="muted" role="status">
            {t('gamesPicker.loading')}
          </p>
        ) : null}
        {catalogue.status === 'failed' ? (
          <div role="alert">
            <p className="field__error">{t('gamesPicker.failed')}</p>
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
          <p className="muted">{t('gamesPicker.noResults')}</p>
        ) : null}
        {results.length > 0 ? (
          <ul className="game-options" aria-label={t('gamesPicker.results')}>
            {results.map((game) => {
              const checked = selected.includes(game.Id);
              return (
                <li key={game.Id}>
                  <label className={`game-option${checked ? ' game-option--selected' : ''}`}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={full && !checked}
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
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
