import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel/Carousel';
import type { CarouselSlide } from '../../components/carousel/CarouselFrame';
import {
  LEADERBOARD_GAMERS,
  LEADERBOARD_GAMES,
  type LeaderboardGame,
  type LeaderboardGamer,
} from './leaderboard-data';

export const LEADERBOARD_TITLE_ID = 'leaderboard-title';

const hueStyle = (hue: number) => ({ '--hue': hue }) as CSSProperties;

/** The first letter of a name, whatever its script (さくらPlays → さ). */
const initialOf = (name: string) => (Array.from(name)[0] ?? '?').toUpperCase();

/** The leaderboard slider: 10 games and 10 gamers, sample data (001 §2, §9). */
export function Leaderboard() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(language);

  const gameSlides: CarouselSlide[] = LEADERBOARD_GAMES.map((game, index) => ({
    key: game.title,
    content: <GameCard game={game} rank={index + 1} players={compact.format(game.players)} />,
  }));
  const gamerSlides: CarouselSlide[] = LEADERBOARD_GAMERS.map((gamer, index) => ({
    key: gamer.userName,
    content: <GamerCard gamer={gamer} rank={index + 1} matches={whole.format(gamer.matches)} />,
  }));

  return (
    <section className="landing-section leaderboard" aria-labelledby={LEADERBOARD_TITLE_ID}>
      <div className="landing-section__intro">
        <p className="kicker">{t('landing.leaderboard.kicker')}</p>
        <h2 id={LEADERBOARD_TITLE_ID} className="landing-section__title">
          {t('landing.leaderboard.title')}
        </h2>
        <p className="muted">{t('landing.leaderboard.sample')}</p>
      </div>
      <Carousel title={t('landing.leaderboard.games')} slides={gameSlides} />
      <Carousel title={t('landing.leaderboard.gamers')} slides={gamerSlides} />
    </section>
  );
}

function GameCard({ game, rank, players }: { game: LeaderboardGame; rank: number; players: string }) {
  const { t } = useTranslation();
  return (
    <article className="leader-card">
      <div className="leader-card__art" style={hueStyle(game.hue)} aria-hidden="true">
        {game.mark}
      </div>
      <div className="leader-card__text">
        <p className="leader-card__rank">{t('landing.leaderboard.rank', { rank })}</p>
        <h4 className="leader-card__name">{game.title}</h4>
        <p className="leader-card__meta">{t(`landing.genres.${game.genre}`)}</p>
        <p className="leader-card__stat">{t('landing.leaderboard.players', { players })}</p>
      </div>
    </article>
  );
}

function GamerCard({ gamer, rank, matches }: { gamer: LeaderboardGamer; rank: number; matches: string }) {
  const { t } = useTranslation();
  return (
    <article className="leader-card leader-card--gamer">
      <div className="leader-card__avatar" style={hueStyle(gamer.hue)} aria-hidden="true">
        {initialOf(gamer.userName)}
      </div>
      <div className="leader-card__text">
        <p className="leader-card__rank">{t('landing.leaderboard.rank', { rank })}</p>
        <h4 className="leader-card__name">{gamer.userName}</h4>
        <p className="leader-card__meta">{t('landing.leaderboard.mainGame', { game: gamer.mainGame })}</p>
        <p className="leader-card__stat">{t('landing.leaderboard.matches', { matches })}</p>
      </div>
    </article>
  );
}
