import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicGame } from '../../../../lib/contract/responses';
import { ImageWithFallback } from '../ImageWithFallback';
import { DEFAULT_GAME_IMAGE, mediaUrl } from '../../lib/media';
import {
  frequencyLabelKey,
  gameRatingLabelKey,
  platformLabelKey,
  skillLevelLabelKey,
} from '../../locale/code-labels';

/**
 * The read-only games list; each game expands to platform, skill level, frequency and rating (000 §2).
 * The public profile and the signed-in profile panel (headings one level lower) both show it.
 */
export function GamesList({
  games,
  mediaBaseUrl,
  headingLevel = 2,
}: {
  games: readonly PublicGame[];
  mediaBaseUrl: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section className="panel profile-games" aria-labelledby={titleId}>
      <Title id={titleId} className="panel__title">
        {t('profile.games.title')}
      </Title>
      {games.length === 0 ? (
        <p className="muted">{t('profile.games.empty')}</p>
      ) : (
        <ul className="game-list">
          {games.map((game) => (
            <GameItem key={game.Id} game={game} mediaBaseUrl={mediaBaseUrl} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GameItem({ game, mediaBaseUrl }: { game: PublicGame; mediaBaseUrl: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  return (
    <li className="game-card">
      <button
        type="button"
        className="game-card__toggle"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
      >
        <ImageWithFallback
          className="game-card__image"
          src={mediaUrl(game.GameImageThumbSrc || game.GameImageSrc, mediaBaseUrl)}
          fallback={DEFAULT_GAME_IMAGE}
          alt=""
          width={48}
          height={48}
        />
        <span className="game-card__name">{game.Description}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <dl id={detailsId} className="game-card__details" hidden={!expanded}>
        <div>
          <dt>{t('profile.games.platform')}</dt>
          <dd>{t(platformLabelKey(game.Platform))}</dd>
        </div>
        <div>
          <dt>{t('profile.games.skillLevel')}</dt>
          <dd>{t(skillLevelLabelKey(game.SkillLevel))}</dd>
        </div>
        <div>
          <dt>{t('profile.games.frequency')}</dt>
          <dd>{t(frequencyLabelKey(game.Frequency))}</dd>
        </div>
        <div>
          <dt>{t('profile.games.rating')}</dt>
          <dd>{t(gameRatingLabelKey(game.Rating))}</dd>
        </div>
      </dl>
    </li>
  );
}
