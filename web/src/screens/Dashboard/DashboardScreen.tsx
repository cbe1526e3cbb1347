/**
 * The dashboard, /home/user-home (000 §2): the cards, then four carousels in the spec's order —
 * selected games, new suggested matches (View all), online spectating users (View all), recommended
 * games. Each carousel loads, fails (with a retry) and empties on its own. A viewer with no games yet
 * sees the spec's empty states and a nudge to add games that opens the Profile panel (its Edit mode
 * holds the games picker). Every person opens the user card; every game tile opens the game modal.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameShelf } from '../../components/discovery/GameShelf';
import { PeopleShelf } from '../../components/discovery/PeopleShelf';
import type { ShelfStatus } from '../../components/discovery/Shelf';
import { ViewAllButton } from '../../components/discovery/ViewAllButton';
import { ViewAllDialog, type ViewAllTab } from '../../components/discovery/ViewAllDialog';
import { openSidePanel } from '../../components/SideNav';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { NAME_LIMITS } from '../../lib/short-name';
import { useConfig } from '../../state/config';
import { useSession } from '../../state/session';
import {
  fromCatalogueGame,
  fromSelectedGame,
  useRecommendedGames,
  useSelectedGames,
  useTrendingFlags,
} from '../../state/server/dashboard-games';
import {
  matchPageKey,
  sortOnline,
  useMatchCount,
  useMatchCountsByGame,
  useOnlineMatchCount,
  useSuggestedMatches,
  type OnlineMatch,
} from '../../state/server/matches';
import type { ApiKey } from '../../state/swr-config';
import { useUserCard } from '../../state/user-card';
import type { MatchItem } from '../../../../lib/contract/responses';
import { StatCards } from './StatCards';

/** The nudge of a viewer without games: what to do, and a button that opens the Profile panel. */
function AddGamesNudge({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="shelf__empty-text">{text}</p>
      <p className="muted">{t('dashboard.noGames.how')}</p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => openSidePanel('profile')}
      >
        {t('dashboard.noGames.action')}
      </button>
    </>
  );
}

/** Whether the viewer has no games: known only once the selected games answered (no nudge before). */
function useHasNoGames(uuid: string): boolean {
  const { games } = useSelectedGames(uuid);
  return games !== undefined && games.length === 0;
}

const statusOf = <T,>(data: readonly T[] | undefined, error: unknown): ShelfStatus =>
  data ? (data.length === 0 ? 'empty' : 'ready') : error ? 'error' : 'loading';

/** Selected games: the viewer's games with their match counts, new-match badge and trending mark. */
function SelectedGamesShelf() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const selected = useSelectedGames(uuid);
  const countsByGame = useMatchCountsByGame(uuid);
  const { trending } = useTrendingFlags(uuid);
  const games = useMemo(() => (selected.games ?? []).map(fromSelectedGame), [selected.games]);
  return (
    <GameShelf
      title={t('dashboard.carousels.selectedGames')}
      status={statusOf(selected.games, selected.error)}
      games={games}
      nameLimit={NAME_LIMITS.tile}
      mediaBaseUrl={mediaBaseUrl}
      onRetry={() => void selected.mutate()}
      hasNewMatches={(game) => (countsByGame.byGame.get(game.gameId) ?? 0) > 0 || (game.matchCount ?? 0) > 0}
      isTrending={(game) => trending.has(game.gameId)}
      empty={<AddGamesNudge text={t('dashboard.empty.selectedGames')} />}
      firstScreen
    />
  );
}

/** A carousel of people with its View all dialog (two tabs), as both people carousels of the page show them. */
function PeopleShelfWithViewAll({
  title,
  pageKeyFor,
  total,
  tabs,
  empty,
  note,
}: {
  title: string;
  pageKeyFor: (offset: number) => ApiKey;
  total: number | undefined;
  tabs: readonly [ViewAllTab, ViewAllTab];
  empty: ReactNode;
  note?: string;
}) {
  const { mediaBaseUrl } = useConfig();
  const userCard = useUserCard();
  const [viewAll, setViewAll] = useState(false);
  return (
    <>
      <PeopleShelf
        title={title}
        pageKeyFor={pageKeyFor}
        total={total}
        note={note}
        nameLimit={NAME_LIMITS.tile}
        mediaBaseUrl={mediaBaseUrl}
        onOpen={userCard.open}
        empty={empty}
        more={<ViewAllButton title={title} count={total} onClick={() => setViewAll(true)} />}
      />
      {viewAll ? (
        <ViewAllDialog
          title={title}
          tabs={tabs}
          mediaBaseUrl={mediaBaseUrl}
          onOpen={userCard.open}
          onClose={() => setViewAll(false)}
        />
      ) : null}
    </>
  );
}

/** New suggested matches (or the newest ones when nothing is new), with View all (Newest / Top). */
function SuggestedMatchesShelf() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const matchCount = useMatchCount(uuid).count;
  const noGames = useHasNoGames(uuid);
  const suggested = useSuggestedMatches(uuid, matchCount);
  const topPageKey = useCallback((offset: number) => matchPageKey('top', uuid, offset), [uuid]);
  const emptyText = t('discovery.empty.noGamerMatches');
  const tab = (id: 'newest' | 'top', pageKeyFor: (offset: number) => ApiKey): ViewAllTab => ({
    id,
    label: t(`discovery.viewAll.${id}`),
    pageKeyFor,
    total: matchCount,
    emptyText,
  });
  return (
    <PeopleShelfWithViewAll
      title={t('dashboard.carousels.newMatches')}
      pageKeyFor={suggested.pageKeyFor}
      total={matchCount}
      tabs={[tab('newest', suggested.newest), tab('top', topPageKey)]}
      note={suggested.nothingNew ? t('dashboard.carousels.nothingNew') : undefined}
      empty={noGames ? <AddGamesNudge text={emptyText} /> : <p className="shelf__empty-text">{emptyText}</p>}
    />
  );
}

/** Online spectating users, with View all (Newest / Top, both orders of the one online list). */
function OnlineShelf() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const onlineCount = useOnlineMatchCount(uuid).count;
  const onlinePageKey = useCallback((offset: number) => matchPageKey('online', uuid, offset), [uuid]);
  const emptyText = t('dashboard.empty.online');
  const tab = (id: 'newest' | 'top'): ViewAllTab => ({
    id,
    label: t(`discovery.viewAll.${id}`),
    pageKeyFor: onlinePageKey,
    total: onlineCount,
    arrange: (people: MatchItem[]) => sortOnline(people as OnlineMatch[], id),
    emptyText,
  });
  return (
    <PeopleShelfWithViewAll
      title={t('dashboard.carousels.online')}
      pageKeyFor={onlinePageKey}
      total={onlineCount}
      tabs={[tab('newest'), tab('top')]}
      empty={<p className="shelf__empty-text">{emptyText}</p>}
    />
  );
}

/** Recommended games, with the new-match badge on those where the viewer has matches. */
function RecommendedGamesShelf() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const recommended = useRecommendedGames(uuid);
  const countsByGame = useMatchCountsByGame(uuid);
  const noGames = useHasNoGames(uuid);
  const games = useMemo(() => (recommended.data ?? []).map(fromCatalogueGame), [recommended.data]);
  return (
    <GameShelf
      title={t('dashboard.carousels.recommended')}
      status={statusOf(recommended.data, recommended.error)}
      games={games}
      nameLimit={NAME_LIMITS.tile}
      mediaBaseUrl={mediaBaseUrl}
      onRetry={() => void recommended.mutate()}
      hasNewMatches={(game) => (countsByGame.byGame.get(game.gameId) ?? 0) > 0}
      empty={
        noGames ? (
          <AddGamesNudge text={t('dashboard.empty.recommendedNoGames')} />
        ) : (
          <p className="shelf__empty-text">{t('dashboard.empty.recommended')}</p>
        )
      }
    />
  );
}

/**
 * Each shelf reads its own data, so an answer re-renders its shelf alone, not the page (ten answers
 * arrive one by one while the page loads; on a phone a whole-page render costs 100 ms or more).
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.userHome'));
  return (
    <div className="dashboard">
      <h1 className="dashboard__title">{t('dashboard.title')}</h1>
      <StatCards />
      <section className="dashboard__carousels" aria-labelledby="dashboard-carousels-title">
        <h2 id="dashboard-carousels-title" className="visually-hidden">
          {t('dashboard.carousels.title')}
        </h2>
        <SelectedGamesShelf />
        <SuggestedMatchesShelf />
        <OnlineShelf />
        <RecommendedGamesShelf />
      </section>
    </div>
  );
}
