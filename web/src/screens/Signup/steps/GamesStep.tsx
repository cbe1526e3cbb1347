/**
 * Step 7, 'Step 5 of 5' (001 §2, §5): the selected games and the Add Games dialog over the games
 * catalogue (a signed-in call: the user is signed in by now). At least one game is required; then
 * the account is created.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../../lib/contract/responses';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { DEFAULT_GAME_IMAGE, mediaUrl } from '../../../lib/media';
import { useConfig } from '../../../state/config';
import { useGameCatalogue } from '../../../state/server/game-catalogue';
import { AddGamesDialog, type CatalogueState } from './AddGamesDialog';

export function GamesStep({
  games,
  creating,
  onChange,
  onFinish,
}: {
  games: readonly number[];
  creating: boolean;
  onChange: (games: number[]) => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const { data, error, mutate } = useGameCatalogue();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const catalogue: CatalogueState = data
    ? { status: 'ready', games: data }
    : error
      ? { status: 'failed', retry: () => void mutate() }
      : { status: 'loading' };
  const byId = new Map<number, Game>((data ?? []).map((game) => [game.Id, game]));
  const none = games.length === 0;

  const toggle = (gameId: number) =>
    onChange(games.includes(gameId) ? games.filter((id) => id !== gameId) : [...games, gameId]);

  const close = () => {
    setDialogOpen(false);
    addRef.current?.focus();
  };

  const finish = () => {
    if (creating) return;
    setAttempted(true);
    if (none) {
      addRef.current?.focus();
      return;
    }
    onFinish();
  };

  return (
    <div className="signup-form">
      <section className="selected-games" aria-labelledby={headingId}>
        <h2 id={headingId} className="panel__title">
          {t('signup.games.selected')}
        </h2>
        {none ? (
          <p className="muted">{t('signup.games.empty')}</p>
        ) : (
          <ul className="selected-games__list">
            {games.map((gameId) => {
              const game = byId.get(gameId);
              const name = game?.Description ?? t('signup.games.loadingGame');
              return (
                <li key={gameId} className="selected-games__item">
                  <ImageWithFallback
                    className="selected-games__image"
                    src={game ? mediaUrl(game.GameImageThumbSrc || game.GameImageSrc, mediaBaseUrl) : null}
                    fallback={DEFAULT_GAME_IMAGE}
                    alt=""
                    width={48}
                    height={48}
                  />
                  <span className="selected-games__name">{name}</span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('signup.games.removeGame', { game: name })}
                    onClick={() => toggle(gameId)}
                  >
                    {t('signup.games.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {attempted && none ? (
        <p className="field__error" role="alert">
          {t('signup.games.errors.none')}
        </p>
      ) : null}
      <div className="signup-form__actions">
        <button
          ref={addRef}
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          onClick={() => setDialogOpen(true)}
        >
          {t('signup.games.add')}
        </button>
        <button type="button" className="button button--primary" aria-disabled={creating} onClick={finish}>
          {creating ? t('signup.games.creating') : t('signup.games.submit')}
        </button>
      </div>
      {dialogOpen ? (
        <AddGamesDialog
          catalogue={catalogue}
          selected={games}
          mediaBaseUrl={mediaBaseUrl}
          onToggle={toggle}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
