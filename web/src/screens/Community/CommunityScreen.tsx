/**
 * The community page, /home/user-community (000 §2): popular games, popular users, trending users and
 * new users, each a carousel with View all and its count, and the new-and-trending list, which the
 * spec has loaded as well (shown here as a fifth carousel with its count). Community tiles shorten
 * names to 12 characters (000 §9). The people lists' View all opens the All/Matches modal: All is the
 * list as the server ranks it, Matches the people in it who match the viewer; the popular games'
 * View all shows every popular game (All) or those in which the viewer has matches (Matches).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameShelf } from '../../components/discovery/GameShelf';
import { GamesViewAllDialog } from '../../components/discovery/GamesViewAllDialog';
import { PeopleShelf } from '../../components/discovery/PeopleShelf';
import { ViewAllButton } from '../../components/discovery/ViewAllButton';
import { ViewAllDialog } from '../../components/discovery/ViewAllDialog';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { NAME_LIMITS } from '../../lib/short-name';
import { useConfig } from '../../state/config';
import { useSession } from '../../state/session';
import {
  COMMUNITY_LISTS,
  communityPageKey,
  useCommunityCount,
  type CommunityList,
} from '../../state/server/community';
import { fromPopularGame, usePopularGames, type GameTileGame } from '../../state/server/dashboard-games';
import { isMatch, useMatchCountsByGame } from '../../state/server/matches';
import { useUserCard } from '../../state/user-card';

function PeopleList({ list, onViewAll }: { list: CommunityList; onViewAll: (list: CommunityList) => void }) {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const userCard = useUserCard();
  const { count } = useCommunityCount(list, uuid);
  const pageKeyFor = useCallback((offset: number) => communityPageKey(list, uuid, offset), [list, uuid]);
  const title = t(`community.lists.${list}`);
  return (
    <PeopleShelf
      title={title}
      pageKeyFor={pageKeyFor}
      total={count}
      nameLimit={NAME_LIMITS.communityTile}
      mediaBaseUrl={mediaBaseUrl}
      onOpen={userCard.open}
      empty={<p className="shelf__empty-text">{t('discovery.empty.noCommunity')}</p>}
      more={<ViewAllButton title={title} count={count} onClick={() => onViewAll(list)} />}
    />
  );
}

function CommunityViewAll({ list, onClose }: { list: CommunityList; onClose: () => void }) {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const userCard = useUserCard();
  const { count } = useCommunityCount(list, uuid);
  const pageKeyFor = useCallback((offset: number) => communityPageKey(list, uuid, offset), [list, uuid]);
  return (
    <ViewAllDialog
      title={t(`community.lists.${list}`)}
      tabs={[
        {
          id: 'all',
          label: t('discovery.viewAll.all'),
          pageKeyFor,
          total: count,
          emptyText: t('discovery.empty.noCommunity'),
        },
        {
          id: 'matches',
          label: t('discovery.viewAll.matches'),
          pageKeyFor,
          total: count,
          arrange: (people) => people.filter(isMatch),
          emptyText: t('discovery.empty.noGamerMatches'),
        },
      ]}
      mediaBaseUrl={mediaBaseUrl}
      onOpen={userCard.open}
      onClose={onClose}
    />
  );
}

/** The carousels of people, in the spec's order, then the new-and-trending list. */
const PEOPLE_LISTS: readonly CommunityList[] = COMMUNITY_LISTS;

export function CommunityScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.userCommunity'));
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const popular = usePopularGames(uuid);
  const countsByGame = useMatchCountsByGame(uuid);
  const [viewAll, setViewAll] = useState<CommunityList | 'games' | null>(null);

  const games = (popular.games ?? []).map(fromPopularGame);
  const gamesTitle = t('community.lists.popularGames');
  const hasNewMatches = (game: GameTileGame) => (countsByGame.byGame.get(game.gameId) ?? 0) > 0;
  const gamesStatus = popular.games
    ? popular.games.length === 0
      ? 'empty'
      : 'ready'
    : popular.error
      ? 'error'
      : 'loading';

  return (
    <div className="dashboard community">
      <h1 className="dashboard__title">{t('community.title')}</h1>
      <section className="dashboard__carousels" aria-labelledby="community-carousels-title">
        <h2 id="community-carousels-title" className="visually-hidden">
          {t('community.carouselsTitle')}
        </h2>
        <GameShelf
          title={gamesTitle}
          status={gamesStatus}
          games={games}
          nameLimit={NAME_LIMITS.communityTile}
          mediaBaseUrl={mediaBaseUrl}
          onRetry={() => void popular.mutate()}
          hasNewMatches={hasNewMatches}
          empty={<p className="shelf__empty-text">{t('community.emptyGames')}</p>}
          more={
            <ViewAllButton
              title={gamesTitle}
              count={popular.games?.length}
              onClick={() => setViewAll('games')}
            />
          }
        />
        {PEOPLE_LISTS.map((list) => (
          <PeopleList key={list} list={list} onViewAll={setViewAll} />
        ))}
      </section>
      {viewAll === 'games' ? (
        <GamesViewAllDialog
          title={gamesTitle}
          games={games}
          nameLimit={NAME_LIMITS.communityTile}
          mediaBaseUrl={mediaBaseUrl}
          hasNewMatches={hasNewMatches}
          onClose={() => setViewAll(null)}
        />
      ) : viewAll !== null ? (
        <CommunityViewAll list={viewAll} onClose={() => setViewAll(null)} />
      ) : null}
    </div>
  );
}
