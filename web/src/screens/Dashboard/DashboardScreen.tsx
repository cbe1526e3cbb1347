/**
 * The dashboard, /home/user-home (000 §2): the cards, then four carousels in the spec's order —
 * selected games, new suggested matches (View all), online spectating users (View all), recommended
 * games. Each carousel loads, fails (with a retry) and empties on its own. A viewer with no games yet
 * sees the spec's empty states and a nudge to add games that opens the Profile panel (its Edit mode
 * holds the games picker). Every person opens the user card; every game tile opens the game modal.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameShelf } from '../../components/discovery/GameShelf';
import { PeopleShelf } from '../../components/discovery/PeopleShelf';
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
import { useUserCard } from '../../state/user-card';
import type { MatchItem } from '../../../../lib/contract/responses';
import { StatCards } from './StatCards';

type Modal = 'matches' | 'online' | null;

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

export function DashboardScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.userHome'));
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const userCard = useUserCard();
  const [modal, setModal] = useState<Modal>(null);

  const selected = useSelectedGames(uuid);
  const recommended = useRecommendedGames(uuid);
  const countsByGame = useMatchCountsByGame(uuid);
  const { trending } = useTrendingFlags(uuid);
  const matchCount = useMatchCount(uuid).count;
  const onlineCount = useOnlineMatchCount(uuid).count;
  // known only once the selected games answered: until then no nudge is shown
  const noGames = selected.games !== undefined && selected.games.length === 0;

  const suggested = useSuggestedMatches(uuid, matchCount);
  const topPageKey = useCallback((offset: number) => matchPageKey('top', uuid, offset), [uuid]);
  const onlinePageKey = useCallback((offset: number) => matchPageKey('online', uuid, offset), [uuid]);

  const titles = {
    selected: t('dashboard.carousels.selectedGames'),
    matches: t('dashboard.carousels.newMatches'),
    online: t('dashboard.carousels.online'),
    recommended: t('dashboard.carousels.recommended'),
  };

  const matchTabs: readonly [ViewAllTab, ViewAllTab] = [
    {
      id: 'newest',
      label: t('discovery.viewAll.newest'),
      pageKeyFor: suggested.newest,
      total: matchCount,
      emptyText: t('discovery.empty.noGamerMatches'),
    },
    {
      id: 'top',
      label: t('discovery.viewAll.top'),
      pageKeyFor: topPageKey,
      total: matchCount,
      emptyText: t('discovery.empty.noGamerMatches'),
    },
  ];
  const onlineTabs: readonly [ViewAllTab, ViewAllTab] = [
    {
      id: 'newest',
      label: t('discovery.viewAll.newest'),
      pageKeyFor: onlinePageKey,
      total: onlineCount,
      arrange: (people: MatchItem[]) => sortOnline(people as OnlineMatch[], 'newest'),
      emptyText: t('dashboard.empty.online'),
    },
    {
      id: 'top',
      label: t('discovery.viewAll.top'),
      pageKeyFor: onlinePageKey,
      total: onlineCount,
      arrange: (people: MatchItem[]) => sortOnline(people as OnlineMatch[], 'top'),
      emptyText: t('dashboard.empty.online'),
    },
  ];

  const selectedStatus = selected.games
    ? selected.games.length === 0
      ? 'empty'
      : 'ready'
    : selected.error
      ? 'error'
      : 'loading';
  const recommendedStatus = recommended.data
    ? recommended.data.length === 0
      ? 'empty'
      : 'ready'
    : recommended.error
      ? 'error'
      : 'loading';

  return (
    <div className="dashboard">
      <h1 className="dashboard__title">{t('dashboard.title')}</h1>
      <StatCards />
      <section className="dashboard__carousels" aria-labelledby="dashboard-carousels-title">
        <h2 id="dashboard-carousels-title" className="visually-hidden">
          {t('dashboard.carousels.title')}
        </h2>
        <GameShelf
          title={titles.selected}
          status={selectedStatus}
          games={(selected.games ?? []).map(fromSelectedGame)}
          nameLimit={NAME_LIMITS.tile}
          mediaBaseUrl={mediaBaseUrl}
          onRetry={() => void selected.mutate()}
          hasNewMatches={(game) =>
            (countsByGame.byGame.get(game.gameId) ?? 0) > 0 || (game.matchCount ?? 0) > 0
          }
          isTrending={(game) => trending.has(game.gameId)}
          empty={<AddGamesNudge text={t('dashboard.empty.selectedGames')} />}
        />
        <PeopleShelf
          title={titles.matches}
          pageKeyFor={suggested.pageKeyFor}
          total={matchCount}
          note={suggested.nothingNew ? t('dashboard.carousels.nothingNew') : undefined}
          nameLimit={NAME_LIMITS.tile}
          mediaBaseUrl={mediaBaseUrl}
          onOpen={userCard.open}
          empty={
            noGames ? (
              <AddGamesNudge text={t('discovery.empty.noGamerMatches')} />
            ) : (
              <p className="shelf__empty-text">{t('discovery.empty.noGamerMatches')}</p>
            )
          }
          more={
            <ViewAllButton title={titles.matches} count={matchCount} onClick={() => setModal('matches')} />
          }
        />
        <PeopleShelf
          title={titles.online}
          pageKeyFor={onlinePageKey}
          total={onlineCount}
          nameLimit={NAME_LIMITS.tile}
          mediaBaseUrl={mediaBaseUrl}
          onOpen={userCard.open}
          empty={<p className="shelf__empty-text">{t('dashboard.empty.online')}</p>}
          more={
            <ViewAllButton title={titles.online} count={onlineCount} onClick={() => setModal('online')} />
          }
        />
        <GameShelf
          title={titles.recommended}
          status={recommendedStatus}
          games={(recommended.data ?? []).map(fromCatalogueGame)}
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
      </section>
      {modal === 'matches' ? (
        <ViewAllDialog
          title={titles.matches}
          tabs={matchTabs}
          mediaBaseUrl={mediaBaseUrl}
          onOpen={userCard.open}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal === 'online' ? (
        <ViewAllDialog
          title={titles.online}
          tabs={onlineTabs}
          mediaBaseUrl={mediaBaseUrl}
          onOpen={userCard.open}
          onClose={() => setModal(null)}
        />
      ) : null}
    </div>
  );
}
