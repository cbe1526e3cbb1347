/**
 * The community lists of 000 §7 "Matches" (docs/data-model.md C1, C2): `popular`, `trending`,
 * `communitynew`, `communitynewtrending` (each ?uuid&limit&offset → matches[]) and their four counts.
 *
 * Through the people layer (domain/people.ts): the skeleton is ONE Query of the list's index partition,
 * highest rank first; each entry carries the player's card, so names, pictures and scores come from the
 * entries (the one scorer against the caller's card, as the user card). The caller's side is hydrated
 * once per request (`hydrateViewer`: card and blocks both ways, spectating set, catalogue ≈ 1.5 RCU).
 *
 * Pages mean what they say: `offset` counts the people the caller sees; the read asks
 * offset + limit + (the caller's hidden people + 1) entries, the most the rules can drop here (a closed
 * account has no entries), so a page holds `limit` people whenever that many exist (`fullPage`).
 * About 1.5 RCU for a first page of 25, plus ≈ 0.2 RCU per hidden person.
 *
 * Counts agree with the lists: the list's counter (one GetItem, 0.5 RCU, kept by the stream) less the
 * caller and the people hidden from them who are on the list (one BatchGet of their entry keys,
 * data/people-counts.ts: 0.5 RCU each, bounded by the caller's own blocks).
 */
import {
  getListCount,
  getViewerRelations,
  listEntryWindow,
  type ListBounds,
} from '../../data/community-lists';
import type { CountedList } from '../../data';
import { getBlockRelations } from '../../data/blocks';
import { listGames } from '../../data/games';
import { countListedAmong } from '../../data/people-counts';
import { listSpectatedUuids } from '../../data/spectate';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import { newListFloor } from '../../domain/community';
import { cardPeople, fullPage, hydrateViewer, loadAudience } from '../../domain/people';
import { cardMatchItem } from '../../domain/views';
import type { OperationFor } from '../../http/service';

type Needs =
  | 'getViewerRelations'
  | 'listSpectatedUuids'
  | 'listGames'
  | 'listEntryWindow'
  | 'getListCount'
  | 'getBlockRelations'
  | 'countListedAmong';

/** The access patterns these operations read, named one by one (the bundle keeps only these). */
const data: DataNeeds<Needs> = {
  getViewerRelations,
  listSpectatedUuids,
  listGames,
  listEntryWindow,
  getListCount,
  getBlockRelations,
  countListedAmong,
};

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
  const now = deps.clock.now();
  const viewer = await hydrateViewer(caller.uuid, deps.data, now);
  const { people } = await fullPage(
    query,
    viewer.hidden.size + 1,
    (n) => deps.data.listEntryWindow(list, { offset: 0, limit: n }, boundsOf(list, now)),
    (entries) =>
      cardPeople(
        entries.map((entry) => entry.card),
        viewer,
      ),
  );
  return { matches: people.map((person) => cardMatchItem(person, deps.media)) };
}

/** How many people of a list the caller sees: its counter less the caller and those hidden from them. */
async function communityCount(list: CountedList, { caller, deps }: Omit<ListContext, 'query'>) {
  const [count, audience] = await Promise.all([
    deps.data.getListCount(list),
    loadAudience(caller.uuid, deps.data),
  ]);
  const unseen = await deps.data.countListedAmong(list, [caller.uuid, ...audience.hidden]);
  return Math.max(0, count - unseen);
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
  communityPopularCount: await communityCount('POPULAR', bound(context)),
});
export const countCommunityTrending: OperationFor<'countCommunityTrending'> = async (context) => ({
  communityTrendingCount: await communityCount('TRENDING', bound(context)),
});
export const countCommunityNew: OperationFor<'countCommunityNew'> = async (context) => ({
  communityNewCount: await communityCount('NEW', bound(context)),
});
export const countCommunityNewTrending: OperationFor<'countCommunityNewTrending'> = async (context) => ({
  communityNewTrendingCount: await communityCount('NEWTRENDING', bound(context)),
});
