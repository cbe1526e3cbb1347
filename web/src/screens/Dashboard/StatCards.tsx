/**
 * The dashboard's cards (000 §1, §3 "Dashboard stats"): profile views, spectators, the online streak,
 * matches and the trending flag. A count that is still loading holds its place with a skeleton; one
 * that is missing or failed shows 0 (000 §9 "Dashboard defaults are 0", §8: counts fail quietly).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import { formatCount } from '../../lib/numbers';
import { useSession } from '../../state/session';
import { useOwnUsername } from '../../state/own-name';
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
          {typeof value === 'number' ? formatCount(value, i18n.language) : value}
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

// One component a card, each reading its own count: an answer re-renders its card, not all five.

function ProfileViewsCard({ userName }: { userName: string | null }) {
  const { t } = useTranslation();
  return <StatCard label={t('dashboard.stats.profileViews')} {...shown(useProfileViews(userName))} />;
}

function SpectatorsCard({ uuid, userName }: { uuid: string; userName: string | null }) {
  const { t } = useTranslation();
  return (
    <StatCard
      label={t('dashboard.stats.spectators')}
      {...shown(useSpectateCount('spectators', uuid, userName))}
    />
  );
}

function StreakCard({ userName }: { userName: string | null }) {
  const { t } = useTranslation();
  return <StatCard label={t('dashboard.stats.streak')} {...shown(useStreakCount(userName))} />;
}

function MatchesCard({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  return <StatCard label={t('dashboard.stats.matches')} {...shown(useMatchCount(uuid))} />;
}

/** Whether one of the viewer's games is trending now, and which. */
function TrendingCard({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const flags = useTrendingFlags(uuid);
  const { games } = useSelectedGames(uuid);
  const trendingNames = (games ?? [])
    .filter((game) => flags.trending.has(game.gameId))
    .map((game) => game.gameDescription);
  const isTrending = flags.trending.size > 0;
  return (
    <StatCard
      label={t('dashboard.stats.trending')}
      loading={!flags.data && !flags.error && flags.isLoading}
      value={isTrending ? t('dashboard.stats.trendingYes') : t('dashboard.stats.trendingNo')}
      detail={trendingNames.length > 0 ? trendingNames.join(', ') : undefined}
    />
  );
}

export function StatCards() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const userName = useOwnUsername();
  return (
    <section className="dashboard__stats" aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="visually-hidden">
        {t('dashboard.stats.title')}
      </h2>
      <ul className="stat-cards">
        <ProfileViewsCard userName={userName} />
        <SpectatorsCard uuid={uuid} userName={userName} />
        <StreakCard userName={userName} />
        <MatchesCard uuid={uuid} />
        <TrendingCard uuid={uuid} />
      </ul>
    </section>
  );
}
