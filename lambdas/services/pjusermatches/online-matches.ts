/**
 * The online list (000 §7 `online`, `onlinematchcount`; docs/data-model.md M8): the people on the
 * caller's match list and the people they spectate who were seen within the online window, newest
 * first, each with their score against the caller and `Created`, when they were seen.
 *
 * The stream has written a sighting into the caller's partition for each of them (streams/reactions/
 * presence.ts), carrying the player's card: one Query of that partition over the window, newest first
 * (≈ 0.45 KB a sighting; a page reads offset + limit of them, the count at most ONLINE_READ_CAP) and
 * the caller's side hydrated by the people layer (card, blocks, spectating set: ≈ 1.5 RCU). Its cost grows
 * with how many of the caller's people are online now, never with the size of the community. Nobody blocked either way, nor the caller, nor a closed account
 * (their sightings are removed when it closes) is listed.
 */
import type { OnlineMatchItem } from '../../../lib/contract/responses';
import { listSightings, type Sighting } from '../../data/presence';
import { listGames } from '../../data/games';
import { getViewerRelations } from '../../data/community-lists';
import { listSpectatedUuids } from '../../data/spectate';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import { cardPeople, hydrateViewer } from '../../domain/people';
import { ONLINE_READ_CAP, latestSightings, onlineFrom } from '../../domain/presence';
import { cardMatchItem } from '../../domain/views';
import type { OperationFor } from '../../http/service';
import { pageOf } from './match-pages';

type Needs = 'listSightings' | 'getViewerRelations' | 'listSpectatedUuids' | 'listGames';
const data: DataNeeds<Needs> = { listSightings, getViewerRelations, listSpectatedUuids, listGames };

/**
 * The caller's people online now, newest first, as the list shows them: the first `wanted` of them
 * (a page needs offset + limit; the count all, up to ONLINE_READ_CAP). The sightings are read newest
 * first, `wanted` of them; only when some were dropped (blocked, closed) and more may follow is the
 * window read again up to the cap.
 */
async function onlinePeople(
  uuid: string,
  deps: Deps<DataNeeds<Needs>>,
  wanted: number = ONLINE_READ_CAP,
): Promise<OnlineMatchItem[]> {
  const from = onlineFrom(deps.clock.now());
  const [sightings, viewer] = await Promise.all([
    deps.data.listSightings(uuid, from, wanted),
    hydrateViewer(uuid, deps.data, deps.clock.now()),
  ]);
  const present = (read: readonly Sighting[]) => {
    const latest = latestSightings(read);
    const seenAt = new Map(latest.map((sighting) => [sighting.uuid, sighting.seenAt]));
    return cardPeople(
      latest.map((sighting) => sighting.card),
      viewer,
    ).map((person) => ({
      ...cardMatchItem(person, deps.media),
      Created: seenAt.get(person.card.uuid)!,
    }));
  };
  const people = present(sightings);
  if (people.length >= wanted || sightings.length < wanted || wanted >= ONLINE_READ_CAP) return people;
  return present(await deps.data.listSightings(uuid, from, ONLINE_READ_CAP));
}

const bound = <C extends { deps: Deps<object> }>(context: C) => ({
  ...context.deps,
  data: { ...context.deps.data, ...data },
});

/** GET pjusermatches/percentmatch/online?uuid&limit&offset */
export const listOnlineMatches: OperationFor<'listOnlineMatches'> = async (context) => ({
  matches: pageOf(
    await onlinePeople(context.caller.uuid, bound(context), context.query.offset + context.query.limit),
    context.query,
  ),
});

/** GET pjusermatches/percentmatch/onlinematchcount?uuid */
export const countOnlineMatches: OperationFor<'countOnlineMatches'> = async (context) => ({
  onlineMatchesCount: (await onlinePeople(context.caller.uuid, bound(context))).length,
});
