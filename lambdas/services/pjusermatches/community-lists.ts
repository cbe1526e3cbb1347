/**
 * The community lists of 000 §7 "Matches" (docs/data-model.md C1, C2): `popular`, `trending`,
 * `communitynew`, `communitynewtrending` (each ?uuid&limit&offset → matches[]) and their four counts.
 *
 * A page is ONE Query of the list's index partition, highest rank first (`Limit = offset + limit`;
 * offset ≤ PAGE_SIZES.maxOffset): each entry carries the player's card, so names and pictures come from
 * the entries, and each person is scored on the spot against the caller's own card by the one scorer
 * (domain/community.ts). Beside the page, once per request: the caller's card (0.5 RCU), their block
 * relations and their spectating set (keys-only queries bounded by the caller's own blocks and
 * spectates), and the catalogue's genres (cached per container). No read per person: about 1.5 RCU for
 * the page and 2 RCU for the caller's side, whatever the number of players.
 *
 * Rules: the caller never appears, nor anyone blocked either way, nor a deactivated user (their entries
 * are deleted and they have no card). A page can hold fewer than `limit` when rules drop someone; the
 * count tells the client whether more exist.
 *
 * Counts: one GetItem of the list's counter (0.5 RCU), kept by the stream from the entries' inserts and
 * removals (streams/reactions/community-lists.ts). It counts entries, so it may include the caller
 * and people hidden from them (the spec's counts only decide whether to page).
 */
import {
  getListCount,
  getViewerRelations,
  listEntryWindow,
  type ListBounds,
} from '../../data/community-lists';
import type { CountedList } from '../../data';
import { listGames } from '../../data/games';
import { listSpectatedUuids } from '../../data/spectate';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import {
  communityPeople,
  newListFloor,
  presentCommunityPerson,
  type CommunityViewer,
} from '../../domain/community';
import type { OperationFor } from '../../http/service';
import type { Game } from '../../data';

type ViewerNeeds = 'getViewerRelations' | 'listSpectatedUuids' | 'listGames';
type Needs = ViewerNeeds | 'listEntryWindow' | 'getListCount';

/** The access patterns these operations read, named one by one (the bundle keeps only these). */
const data: DataNeeds<Needs> = {
  getViewerRelations,
  listSpectatedUuids,
  listGames,
  listEntryWindow,
  getListCount,
};

/**
 * The caller's side of a page (≈ 1.5 RCU): their card and blocks (data/community-lists.ts
 * `getViewerRelations`, two Queries), their spectating set (one keys-only Query) and the catalogue (cached).
 */
export async function loadViewer(
  uuid: string,
  deps: Pick<Deps<DataNeeds<ViewerNeeds>>, 'data' | 'clock'>,
): Promise<{ viewer: CommunityViewer; catalogue: Map<number, Game> }> {
  const [{ card, ...relations }, spectated, games] = await Promise.all([
    deps.data.getViewerRelations(uuid),
    deps.data.listSpectatedUuids(uuid),
    deps.data.listGames(deps.clock.now().getTime()),
  ]);
  return {
    viewer: {
      uuid,
      card,
      hidden: new Set([...relations.blocked, ...relations.blockedBy]),
      spectated,
    },
    catalogue: new Map(games.map((game) => [game.gameId, game])),
  };
}

/** How each list is read: NEW only within its 30 days (a key condition), the others past their TTL. */
function boundsOf(list: CountedList, now: Date): ListBounds {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return list === 'NEW' ? { rankAbove: newListFloor(now), nowSeconds } : { nowSeconds };
}

type ListContext = {
  caller: { uuid: string };
  query: { offset: number; limit: number };
  deps: Deps<DataNeeds<Needs>>;
};

/** One page of a community list as the caller sees it. */
async function communityPage(list: CountedList, { caller, query, deps }: ListContext) {
  const window = { offset: query.offset, limit: query.limit };
  const [entries, { viewer, catalogue }] = await Promise.all([
    deps.data.listEntryWindow(list, window, boundsOf(list, deps.clock.now())),
    loadViewer(caller.uuid, deps),
  ]);
  const people = communityPeople(
    entries.map((entry) => entry.card),
    viewer,
    catalogue,
  );
  return { matches: people.map((person) => presentCommunityPerson(person, deps.media)) };
}

/** The context with this module's data bound (the service's entry is shared with other lists). */
const bound = <C extends { deps: Deps<object> }>(context: C) => ({
  ...context,
  deps: { ...context.deps, data: { ...context.deps.data, ...data } },
});

export const listPopularUsers: OperationFor<'listPopularUsers'> = (context) =>
  communityPage('POPULAR', bound(context));
export const listTrending: OperationFor<'listTrending'> = (context) =>
  communityPage('TRENDING', bound(context));
export const listCommunityNew: OperationFor<'listCommunityNew'> = (context) =>
  communityPage('NEW', bound(context));
export const listCommunityNewTrending: OperationFor<'listCommunityNewTrending'> = (context) =>
  communityPage('NEWTRENDING', bound(context));

export const countCommunityPopular: OperationFor<'countCommunityPopular'> = async (context) => ({
  communityPopularCount: await bound(context).deps.data.getListCount('POPULAR'),
});
export const countCommunityTrending: OperationFor<'countCommunityTrending'> = async (context) => ({
  communityTrendingCount: await bound(context).deps.data.getListCount('TRENDING'),
});
export const countCommunityNew: OperationFor<'countCommunityNew'> = async (context) => ({
  communityNewCount: await bound(context).deps.data.getListCount('NEW'),
});
export const countCommunityNewTrending: OperationFor<'countCommunityNewTrending'> = async (context) => ({
  communityNewTrendingCount: await bound(context).deps.data.getListCount('NEWTRENDING'),
});
