/**
 * The dashboard's cards (000 §1, §3 "Dashboard stats"): profile views, spectators, the online streak,
 * matches and the trending flag. A count that is still loading holds its place with a skeleton; one
 * that is missing or failed shows 0 (000 §9 "Dashboard defaults are 0", §8: counts fail quietly).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../../state/session';
import { useOwnUserName } from '../../state/own-name';
import { useSelectedGames, useTrendingFlags } from '../../state/server/dashboard-games';
import { useMatchCount } from '../../state/server/matches';
import { useProfileViews, useStreakCount } from '../../state/server/profile-stats';
import { useSpectateCount } from '../../state/server/spectate-lists';

function StatCard({
  label,
  value,
  loading,
  detail,
}: {
  label: string;
  value: ReactNode;
  loading: boolean;
  detail?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="stat-card">
      <span className="stat-card__label">{label}</span>
      {loading ? (
        <span className="stat-card__value" aria-busy="true">
          <span className="visually-hidden">{t('dashboard.stats.loading')}</span>
          <Skeleton width="3ch" height="1em" />
        </span>
      ) : (
        <span className="stat-card__value">
          {typeof value === 'number' ? value.toLocaleString(i18n.language) : value}
        </span>
      )}
      {detail ? <span className="stat-card__detail">{detail}</span> : null}
    </li>
  );
}

/** A count's card state: loading until it answers or fails; 0 when it failed or is missing. */
const shown = (answer: { count?: number; error?: unknown; isLoading: boolean }) => ({
  loading: answer.count === undefined && !answer.error && answer.isLoading,
  value: answer.count ?? 0,
});

export function StatCards() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const userName = useOwnUserName();
  const views = shown(useProfileViews(userName));
  const spectators = shown(useSpectateCount('spectators', uuid, userName));
  const streak = shown(useStreakCount(userName));
  const matches = shown(useMatchCount(uuid));
  const flags = useTrendingFlags(uuid);
  const { games } = useSelectedGames(uuid);
  const trendingNames = (games ?? [])
    .filter((game) => flags.trending.has(game.gameId))
    .map((game) => game.gameDescription);
  const trendingLoading = !flags.data && !flags.error && flags.isLoading;
  const isTrending = flags.trending.size > 0;

  return (
    <section className="dashboard__stats" aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="visually-hidden">
        {t('dashboard.stats.title')}
      </h2>
      <ul className="stat-cards">
        <StatCard label={t('dashboard.stats.profileViews')} {...views} />
        <StatCard label={t('dashboard.stats.spectators')} {...spectators} />
        <StatCard label={t('dashboard.stats.streak')} {...streak} />
        <StatCard label={t('dashboard.stats.matches')} {...matches} />
        <StatCard
          label={t('dashboard.stats.trending')}
          loading={trendingLoading}
          value={isTrending ? t('dashboard.stats.trendingYes') : t('dashboard.stats.trendingNo')}
          detail={trendingNames.length > 0 ? trendingNames.join(', ') : undefined}
        />
      </ul>
    </section>
  );
}
