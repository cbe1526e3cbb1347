/**
 * The games in the editor (000 §3 "User game entry", §4): each selected game with its per-game
 * details — platform, skill level, frequency and rating from the code tables — behind a toggle of its
 * own, and a Remove button; "Choose games" opens the games picker. A game added in the editor starts
 * with the spec's defaults (platform 1, skill 4, frequency 1, rating 1).
 */
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Frequency, GameRating, Platform, SkillLevel } from '../../../../lib/contract/codes';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { DEFAULT_GAME_IMAGE } from '../../lib/media';
import {
  frequencyLabelKey,
  gameRatingLabelKey,
  platformLabelKey,
  skillLevelLabelKey,
} from '../../locale/code-labels';
import type { GameEntry } from '../../state/flows/profile-save';
import type { GameDetails } from '../../state/server/game-attributes';

/** What the editor shows of a game beside its details. */
export interface GameLook {
  name: string;
  image: string | null;
}

const FIELDS = [
  ['platform', Platform, platformLabelKey, 'profile.games.platform'],
  ['skillLevel', SkillLevel, skillLevelLabelKey, 'profile.games.skillLevel'],
  ['frequency', Frequency, frequencyLabelKey, 'profile.games.frequency'],
  ['rating', GameRating, gameRatingLabelKey, 'profile.games.rating'],
] as const;

export function GamesEditor({
  games,
  lookOf,
  chooseRef,
  onChoose,
  onChange,
  onRemove,
}: {
  games: readonly GameEntry[];
  lookOf: (gameId: number) => GameLook;
  chooseRef: Ref<HTMLButtonElement>;
  onChoose: () => void;
  onChange: (gameId: number, details: GameDetails) => void;
  onRemove: (gameId: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="profile-editor__group" aria-labelledby={titleId}>
      <div className="profile-editor__row">
        <h4 id={titleId} className="profile-editor__label">
          {t('profile.games.title')}
        </h4>
        <button
          ref={chooseRef}
          type="button"
          className="button button--secondary button--small"
          onClick={onChoose}
        >
          {t('profilePanel.games.choose')}
        </button>
      </div>
      {games.length === 0 ? (
        <p className="muted">{t('profilePanel.games.empty')}</p>
      ) : (
        <ul className="game-list">
          {games.map((game) => (
            <GameEditorItem
              key={game.gameId}
              game={game}
              look={lookOf(game.gameId)}
              onChange={(details) => onChange(game.gameId, details)}
              onRemove={() => onRemove(game.gameId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function GameEditorItem({
  game,
  look,
  onChange,
  onRemove,
}: {
  game: GameEntry;
  look: GameLook;
  onChange: (details: GameDetails) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const details: GameDetails = {
    platform: game.platform,
    skillLevel: game.skillLevel,
    frequency: game.frequency,
    rating: game.rating,
  };
  return (
    <li className="game-card">
      <div className="game-card__row">
        <button
          type="button"
          className="game-card__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t('profilePanel.games.details', { game: look.name })}
          onClick={() => setOpen((current) => !current)}
        >
          <ImageWithFallback
            className="game-card__image"
            src={look.image}
            fallback={DEFAULT_GAME_IMAGE}
            alt=""
            width={48}
            height={48}
          />
          <span className="game-card__name">{look.name}</span>
          <span className="chevron" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="button button--secondary button--small game-card__remove"
          aria-label={t('profilePanel.games.remove', { game: look.name })}
          onClick={onRemove}
        >
          {t('profilePanel.games.removeShort')}
        </button>
      </div>
      <div id={detailsId} className="game-card__details game-card__details--edit" hidden={!open}>
        {FIELDS.map(([field, table, labelKey, fieldLabel]) => (
          <label key={field} className="field">
            <span>{t(fieldLabel)}</span>
            <select
              value={details[field]}
              onChange={(event) => onChange({ ...details, [field]: Number(event.target.value) })}
            >
              {Object.values(table).map((code) => (
                <option key={code} value={code}>
                  {t(labelKey(code))}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </li>
  );
}
