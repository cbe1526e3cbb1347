/**
 * Keeping the match lists (docs/matching.md "The engine"): what the stream does when a player's card
 * changes, when they sign in with stale lists, and when their face changes or their account closes.
 * The access patterns are passed in (`MatchListsData`); no AWS here.
 *
 * - `rebuildMatchLists`: reads the candidates the probes plan, ranks them, writes the player's lists
 *   (keeping when each pair was first matched; the list of all matches carries the per-game counts)
 *   and the reverse FAN entries, then
 *   offers the player to the best of those candidates (the symmetric step: a newcomer appears on the
 *   lists of the players they fit at once, not only at those players' next rebuild).
 * - `updateMatchLists`: after a change of the details of some games only, keeps the pairs that did not
 *   move, scores again the players on the lists who share a changed game (from the cards recorded for
 *   them, `recordMembers`) and a few players near the new pool key of each changed game, then writes and
 *   offers as a rebuild does.
 *   Its cost does not depend on how many play the games (docs/matching.md "Updates"); any other change
 *   rebuilds.
 * - `refreshFace`: rewrites the player's name and picture on every list they appear on (found by the
 *   FAN entries), or takes them off every list when their card is gone (deactivated).
 * Scores of a player on other players' lists are refreshed when those lists are rebuilt (their own
 * changes and sign-ins) or when the player is offered to them again; docs/matching.md says why.
 */
import type { BlockRelations, Game, StoredMatchList } from '../../data';
import { mapLimit } from '../../core/concurrency';
import { audienceOf } from '../audience';
import { factsOfCard, sameCard } from './card';
import {
  GAME_MATCH_LIST_SIZE,
  MATCH_LIST_SIZE,
  detailsChangedSince,
  offerEntry,
  planProbes,
  planUpdateProbes,
  rankMatches,
  rankedFor,
  sameEntry,
  withoutEntry,
  type Candidate,
  type RankedMatches,
} from './engine';
import { preparePlayer } from './facts';
import { ALL_MATCHES_SCOPE, type MatchEntry, type PlayerCard, type Probe } from '../../model/matching';

/** How many of a player's best matches a rebuild offers the player to. */
export const OFFER_COUNT = 25;
/** How many of the player's spectate edges a rebuild reads for the SpecUser flags (newest first). */
const SPECTATED_READ_LIMIT = 5000;
/** Reads a rebuild keeps in flight at once. */
const READ_CONCURRENCY = 8;

export interface MatchListsData {
  listGames(): Promise<Game[]>;
  getBlockRelations(uuid: string): Promise<BlockRelations>;
  listSpectatingUuids(spectatorUuid: string, window: { offset: number; limit: number }): Promise<string[]>;
  isSpectating(spectatorUuid: string, targetUuid: string): Promise<boolean>;
  readProbe(probe: Probe): Promise<PlayerCard[]>;
  getMatchLists(uuid: string): Promise<StoredMatchList[]>;
  putMatchLists(
    uuid: string,
    lists: readonly StoredMatchList[],
    removedScopes?: readonly (typeof ALL_MATCHES_SCOPE | number)[],
  ): Promise<void>;
  putMatchListIfUnchanged(uuid: string, list: StoredMatchList): Promise<boolean>;
  updateMatchFans(viewerUuid: string, added: readonly string[], removed: readonly string[]): Promise<void>;
  updateMatchMembers(
    viewerUuid: string,
    put: readonly { gameId: number; card: PlayerCard }[],
    removed: readonly { gameId: number; uuid: string }[],
  ): Promise<void>;
  /** the cards of the players on a viewer's lists who share this game with them (all games: undefined) */
  listMatchMemberCards(viewerUuid: string, gameId?: number): Promise<PlayerCard[]>;
  listMatchFans(uuid: string): Promise<string[]>;
  getCards(uuids: readonly string[]): Promise<PlayerCard[]>;
}

export interface RebuildReport {
  /** a rebuild from every game's probes, an update of the pairs a details change moved, or nothing to do */
  kind: 'rebuild' | 'update' | 'current';
  probes: number;
  /** cards the probes read */
  read: number;
  /** cards of players already on the lists, as recorded, scored again (an update) */
  recorded: number;
  /** cards of such players that were not recorded, read by key */
  fetched: number;
  scored: number;
  matches: number;
  offered: number;
  accepted: number;
}

/**
 * The list of all matches carries the per-game counts (pjmatchescountbygame): whenever lists change,
 * adds it to the changed lists with the counts recomputed.
 */
export function recountGames(
  lists: readonly StoredMatchList[],
  changed: Map<StoredMatchList['scope'], StoredMatchList>,
): void {
  const all = changed.get(ALL_MATCHES_SCOPE) ?? lists.find((list) => list.scope === ALL_MATCHES_SCOPE);
  if (!all) return;
  const gameCounts = Object.fromEntries(
    lists
      .filter((list) => list.scope !== ALL_MATCHES_SCOPE)
      .map((list) => [String(list.scope), (changed.get(list.scope) ?? list).entries.length]),
  );
  changed.set(ALL_MATCHES_SCOPE, { ...all, gameCounts });
}

const membersOf = (lists: readonly StoredMatchList[]): Set<string> =>
  new Set(lists.flatMap((list) => list.entries.map((entry) => entry.uuid)));

/** Each place a player has on a viewer's lists: one per game they share (`<gameId>#<uuid>`). */
const placesOf = (lists: readonly StoredMatchList[]): Map<string, { gameId: number; uuid: string }> =>
  new Map(
    lists.flatMap((list) =>
      list.entries.flatMap((entry) =>
        entry.games.map((gameId) => [`${gameId}#${entry.uuid}`, { gameId, uuid: entry.uuid }] as const),
      ),
    ),
  );

/**
 * Records who came onto a viewer's lists and who left: the FAN entries, and per shared game the
 * member's card that an update scores again. A member's card is written when they come on, and again
 * when they were scored now (`fresh`) from a card that differs from the one recorded (`recorded`; a
 * member with no recorded card known counts as different).
 */
async function recordMembers(
  viewerUuid: string,
  before: readonly StoredMatchList[],
  after: readonly StoredMatchList[],
  data: Pick<MatchListsData, 'updateMatchFans' | 'updateMatchMembers'>,
  fresh: ReadonlyMap<string, PlayerCard> = new Map(),
  recorded: ReadonlyMap<string, PlayerCard> = new Map(),
): Promise<void> {
  const [was, is] = [membersOf(before), membersOf(after)];
  const [placesBefore, placesAfter] = [placesOf(before), placesOf(after)];
  const put: { gameId: number; card: PlayerCard }[] = [];
  for (const [key, place] of placesAfter) {
    const card = fresh.get(place.uuid);
    if (card && (!placesBefore.has(key) || !sameCard(recorded.get(place.uuid), card)))
      put.push({ gameId: place.gameId, card });
  }
  const removed = [...placesBefore].filter(([key]) => !placesAfter.has(key)).map(([, place]) => place);
  await Promise.all([
    data.updateMatchFans(
      viewerUuid,
      [...is].filter((uuid) => !was.has(uuid)),
      [...was].filter((uuid) => !is.has(uuid)),
    ),
    put.length + removed.length > 0 ? data.updateMatchMembers(viewerUuid, put, removed) : undefined,
  ]);
}

/**
 * Keeps a player's lists after their card changed in what the score reads (the stream's path): an
 * update when only the details of some games changed since the lists were ranked, else a rebuild.
 */
export async function updateMatchLists(
  card: PlayerCard,
  data: MatchListsData,
  now: number,
): Promise<RebuildReport> {
  const [catalogue, previous] = await Promise.all([data.listGames(), data.getMatchLists(card.uuid)]);
  const changedGames = detailsChangedSince(card, previous);
  if (!changedGames) return rebuildMatchLists(card, data, now, { catalogue, previous });
  const report: RebuildReport = {
    kind: 'update',
    probes: 0,
    read: 0,
    recorded: 0,
    fetched: 0,
    scored: 0,
    matches: 0,
    offered: 0,
    accepted: 0,
  };
  if (changedGames.length === 0) return { ...report, kind: 'current' };

  // each player on the lists once; those sharing a changed game are scored again from their card, the
  // others keep their stored score (their pair did not change)
  const members = new Map<string, MatchEntry>();
  for (const list of previous)
    for (const entry of list.entries) if (!members.has(entry.uuid)) members.set(entry.uuid, entry);
  const changed = new Set(changedGames);
  const moved = [...members.values()].filter((entry) => entry.games.some((gameId) => changed.has(gameId)));
  const games = new Map(catalogue.map((game) => [game.gameId, game]));
  const probes = planUpdateProbes(card, changedGames, (gameId) => games.get(gameId)?.gameCount);
  const [reads, recordedCards, relations, spectated] = await Promise.all([
    mapLimit(probes, READ_CONCURRENCY, (probe) => data.readProbe(probe)),
    mapLimit(changedGames, READ_CONCURRENCY, (gameId) => data.listMatchMemberCards(card.uuid, gameId)),
    data.getBlockRelations(card.uuid),
    data.listSpectatingUuids(card.uuid, { offset: 0, limit: SPECTATED_READ_LIMIT }),
  ]);
  const recorded = new Map(recordedCards.flat().map((member) => [member.uuid, member]));
  // a member whose card was not recorded (lists written before the records existed) is read by key
  const unrecorded = moved.filter((entry) => !recorded.has(entry.uuid)).map((entry) => entry.uuid);
  const fetched = unrecorded.length > 0 ? await data.getCards(unrecorded) : [];
  const movedIds = new Set(moved.map((entry) => entry.uuid));
  const kept = [...members.values()].filter((entry) => !movedIds.has(entry.uuid));
  const ranked = await keepRanked(
    card,
    {
      catalogue,
      previous,
      // the probes' cards first: where a member was also probed, the card read now is the newer one
      cards: [...reads, [...recorded.values()].filter((member) => movedIds.has(member.uuid)), fetched],
      kept,
      recorded,
      relations,
      spectated,
    },
    data,
    now,
  );
  return {
    ...report,
    ...ranked,
    probes: probes.length,
    read: reads.reduce((sum, cards) => sum + cards.length, 0),
    recorded: moved.length - unrecorded.length,
    fetched: fetched.length,
  };
}

/**
 * Rebuilds a player's lists from their current card and the probes of every game they play (a new
 * player, a change of games, style or checklist, a sign-in with stale lists); `now` in epoch seconds.
 */
export async function rebuildMatchLists(
  card: PlayerCard,
  data: MatchListsData,
  now: number,
  known: { catalogue?: Game[]; previous?: StoredMatchList[] } = {},
): Promise<RebuildReport> {
  const catalogue = known.catalogue ?? (await data.listGames());
  const games = new Map(catalogue.map((game) => [game.gameId, game]));
  const probes = planProbes(card, (gameId) => games.get(gameId)?.gameCount);
  const [reads, relations, previous, spectated, recorded] = await Promise.all([
    mapLimit(probes, READ_CONCURRENCY, (probe) => data.readProbe(probe)),
    data.getBlockRelations(card.uuid),
    known.previous ?? data.getMatchLists(card.uuid),
    data.listSpectatingUuids(card.uuid, { offset: 0, limit: SPECTATED_READ_LIMIT }),
    data.listMatchMemberCards(card.uuid),
  ]);
  const ranked = await keepRanked(
    card,
    {
      catalogue,
      previous,
      cards: reads,
      recorded: new Map(recorded.map((member) => [member.uuid, member])),
      relations,
      spectated,
    },
    data,
    now,
  );
  return {
    kind: 'rebuild',
    probes: probes.length,
    read: reads.reduce((sum, cards) => sum + cards.length, 0),
    recorded: 0,
    fetched: 0,
    ...ranked,
  };
}

/**
 * The part a rebuild and an update share: ranks the candidates (and the kept entries of an update),
 * writes the lists and the FAN changes, and offers the player to their best matches whose pair was
 * scored now (an update's kept pairs are already where they belong).
 */
async function keepRanked(
  card: PlayerCard,
  read: {
    catalogue: readonly Game[];
    previous: readonly StoredMatchList[];
    cards: readonly (readonly PlayerCard[])[];
    kept?: readonly MatchEntry[];
    /** the members' cards as recorded (all of them for a rebuild, those of the changed games for an update) */
    recorded: ReadonlyMap<string, PlayerCard>;
    relations: BlockRelations;
    spectated: readonly string[];
  },
  data: MatchListsData,
  now: number,
): Promise<Pick<RebuildReport, 'scored' | 'matches' | 'offered' | 'accepted'>> {
  const games = new Map(read.catalogue.map((game) => [game.gameId, game]));
  const genreOf = (gameId: number) => games.get(gameId)?.genre;
  const viewer = { card, player: preparePlayer(factsOfCard(card, genreOf)) };
  const candidates = new Map<string, Candidate>();
  for (const cards of read.cards) {
    for (const other of cards) {
      if (!candidates.has(other.uuid)) {
        candidates.set(other.uuid, { card: other, player: preparePlayer(factsOfCard(other, genreOf)) });
      }
    }
  }
  const firstMatched = new Map<string, number>();
  for (const list of read.previous) {
    for (const entry of list.entries) {
      const known = firstMatched.get(entry.uuid);
      if (known === undefined || entry.matchedAt < known) firstMatched.set(entry.uuid, entry.matchedAt);
    }
  }
  const ranked = rankMatches(viewer, candidates.values(), {
    now,
    previous: firstMatched,
    excluded: audienceOf(card.uuid, read.relations).hidden,
    spectated: new Set(read.spectated),
    kept: read.kept,
  });

  // an update keeps when the lists were last rebuilt (a sign-in refreshes lists older than an hour)
  const builtAt = read.kept
    ? (read.previous.find((list) => list.scope === ALL_MATCHES_SCOPE)?.builtAt ?? now)
    : now;
  const lists = await writeRebuilt(card, ranked, read.previous, builtAt, data);
  const removedScopes = read.previous
    .map((list) => list.scope)
    .filter((scope) => scope !== ALL_MATCHES_SCOPE && !ranked.byGame.has(scope));
  if (removedScopes.length > 0) await data.putMatchLists(card.uuid, [], removedScopes);

  await recordMembers(
    card.uuid,
    read.previous,
    lists,
    data,
    new Map([...candidates].map(([uuid, candidate]) => [uuid, candidate.card])),
    read.recorded,
  );

  const offers = ranked.matches.slice(0, OFFER_COUNT).filter((entry) => candidates.has(entry.uuid));
  const accepted = await mapLimit(offers, READ_CONCURRENCY, async (entry) =>
    offerTo(
      entry.uuid,
      {
        ...entry,
        uuid: card.uuid,
        userName: card.userName,
        pic: card.pic,
        matchedAt: now,
        // whether *they* spectate the player offered to them
        spectated: await data.isSpectating(entry.uuid, card.uuid),
      },
      card,
      data,
    ),
  );
  return {
    scored: ranked.scored,
    matches: ranked.matches.length,
    offered: offers.length,
    accepted: accepted.filter(Boolean).length,
  };
}

/** How often a rebuild or an offer re-reads lists that changed under it before it gives up. */
const WRITE_ATTEMPTS = 4;

/**
 * Writes a rebuild's lists, each only over the revision read (an offer may land while the rebuild
 * reads its candidates): on a race the stored lists are read again and the players offered meanwhile
 * are merged in (the offer carries the pair's score, which is symmetric), so no offer is lost.
 */
async function writeRebuilt(
  card: PlayerCard,
  ranked: RankedMatches,
  previous: readonly StoredMatchList[],
  builtAt: number,
  data: MatchListsData,
): Promise<StoredMatchList[]> {
  const { uuid } = card;
  let stored = previous;
  let matches = ranked.matches;
  const byGame = new Map(ranked.byGame);
  const known = new Set(ranked.matches.map((entry) => entry.uuid));
  for (const list of ranked.byGame.values()) for (const entry of list) known.add(entry.uuid);
  for (let attempt = 0; ; attempt += 1) {
    const revOf = (scope: StoredMatchList['scope']) => stored.find((list) => list.scope === scope)?.rev ?? 0;
    const gameCounts = Object.fromEntries([...byGame].map(([gameId, list]) => [String(gameId), list.length]));
    const lists: StoredMatchList[] = [
      {
        scope: ALL_MATCHES_SCOPE,
        entries: matches,
        builtAt,
        gameCounts,
        rankedFor: rankedFor(card, ALL_MATCHES_SCOPE),
        rev: revOf(ALL_MATCHES_SCOPE),
      },
      ...[...byGame].map(([gameId, entries]) => ({
        scope: gameId,
        entries,
        builtAt,
        gameCounts: {},
        rankedFor: rankedFor(card, gameId),
        rev: revOf(gameId),
      })),
    ];
    let raced = false;
    for (const list of lists) {
      // a list the change did not touch (an update's other games) is not written again
      const current = stored.find((s) => s.scope === list.scope);
      if (current && current.rev === list.rev && sameList(current, list)) continue;
      if (!(await data.putMatchListIfUnchanged(uuid, list))) {
        raced = true;
        break;
      }
      // written: a retry compares against this revision
      stored = [...stored.filter((s) => s.scope !== list.scope), { ...list, rev: list.rev + 1 }];
    }
    if (!raced) return lists;
    if (attempt + 1 >= WRITE_ATTEMPTS) throw new Error(`match lists of ${uuid} kept changing while rebuilt`);
    stored = await data.getMatchLists(uuid);
    for (const list of stored) {
      for (const offered of list.entries) {
        if (known.has(offered.uuid)) continue;
        if (list.scope === ALL_MATCHES_SCOPE)
          matches = offerEntry(matches, offered, MATCH_LIST_SIZE) ?? matches;
        else {
          const current = byGame.get(list.scope as number);
          if (current)
            byGame.set(list.scope as number, offerEntry(current, offered, GAME_MATCH_LIST_SIZE) ?? current);
        }
      }
    }
  }
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, n]) => b[key] === n);

/** Whether two versions of a list hold the same (revisions aside). */
function sameList(a: StoredMatchList, b: StoredMatchList): boolean {
  return (
    a.builtAt === b.builtAt &&
    a.rankedFor === b.rankedFor &&
    sameCounts(a.gameCounts, b.gameCounts) &&
    a.entries.length === b.entries.length &&
    a.entries.every((entry, index) => sameEntry(entry, b.entries[index]!))
  );
}

/** How often an offer re-reads a list that changed under it before it gives up (the next rebuild decides). */
const OFFER_ATTEMPTS = WRITE_ATTEMPTS;

/**
 * Offers a player (`offer`: their face, the pair's score and shared games) to another player's list of
 * all matches and to their lists of the shared games. Each list is written only over the revision it
 * was read at; on a race the offer reads again. Answers whether any list changed.
 */
async function offerTo(
  viewerUuid: string,
  offer: MatchEntry,
  card: PlayerCard,
  data: MatchListsData,
): Promise<boolean> {
  for (let attempt = 0; attempt < OFFER_ATTEMPTS; attempt += 1) {
    const outcome = await tryOffer(viewerUuid, offer, card, data);
    if (outcome !== 'raced') return outcome === 'changed';
  }
  return false;
}

async function tryOffer(
  viewerUuid: string,
  offer: MatchEntry,
  card: PlayerCard,
  data: MatchListsData,
): Promise<'changed' | 'unchanged' | 'raced'> {
  const lists = await data.getMatchLists(viewerUuid);
  const next = new Map<StoredMatchList['scope'], StoredMatchList>();
  // lists not built yet (their own first rebuild is running or to come): start them with the offer;
  // that rebuild writes over revision 0 only, so it sees this and merges it
  const empty = (scope: StoredMatchList['scope']): StoredMatchList => ({
    scope,
    entries: [],
    builtAt: 0,
    gameCounts: {},
    rev: 0,
  });
  const all = lists.find((list) => list.scope === ALL_MATCHES_SCOPE) ?? empty(ALL_MATCHES_SCOPE);
  if (all.rev === 0) {
    lists.push(
      all,
      ...offer.games.filter((gameId) => !lists.some((list) => list.scope === gameId)).map(empty),
    );
  }
  for (const list of lists) {
    const isAll = list.scope === ALL_MATCHES_SCOPE;
    if (!isAll && !offer.games.includes(list.scope as number)) continue;
    const entries = offerEntry(list.entries, offer, isAll ? MATCH_LIST_SIZE : GAME_MATCH_LIST_SIZE);
    if (entries) next.set(list.scope, { ...list, entries });
  }
  if (next.size === 0) return 'unchanged';
  recountGames(lists, next);
  for (const list of next.values()) {
    if (!(await data.putMatchListIfUnchanged(viewerUuid, list))) return 'raced';
  }
  // the offered player was scored now: their card is recorded again
  await recordMembers(
    viewerUuid,
    lists,
    lists.map((list) => next.get(list.scope) ?? list),
    data,
    new Map([[card.uuid, card]]),
  );
  return 'changed';
}

/**
 * Rewrites a player's face on every list they appear on, or (no card: the account closed) takes them
 * off those lists. Bounded by how many lists they are on (their FAN entries).
 */
export async function refreshFace(
  uuid: string,
  card: PlayerCard | undefined,
  data: MatchListsData,
): Promise<number> {
  const fans = await data.listMatchFans(uuid);
  const updated = await mapLimit(fans, READ_CONCURRENCY, (viewerUuid) =>
    editMatchLists(
      viewerUuid,
      (entries) => (card ? sameFaceEverywhere(entries, card) : withoutEntry(entries, uuid)),
      data,
      card ? undefined : uuid,
    ),
  );
  return updated.filter(Boolean).length;
}

/**
 * Applies one edit to each of a player's lists (a face, a block, a spectate flag) and writes those that
 * changed, each only over the revision it was read at, as offers and rebuilds write: on a race the lists
 * are read again and the edit applied again (edits are idempotent), so an edit never writes back a stale
 * list over an offer or a rebuild that landed meanwhile. The list of all matches keeps its per-game
 * counts in step; `dropped` names a player who left the lists (their FAN entry goes). Answers whether
 * anything changed.
 */
export async function editMatchLists(
  viewerUuid: string,
  edit: (entries: readonly MatchEntry[]) => MatchEntry[] | undefined,
  data: Pick<
    MatchListsData,
    'getMatchLists' | 'putMatchListIfUnchanged' | 'updateMatchFans' | 'updateMatchMembers'
  >,
  dropped?: string,
): Promise<boolean> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const lists = await data.getMatchLists(viewerUuid);
    const changed = new Map<StoredMatchList['scope'], StoredMatchList>();
    for (const list of lists) {
      const entries = edit(list.entries);
      if (entries) changed.set(list.scope, { ...list, entries });
    }
    if (changed.size === 0) {
      if (dropped) await data.updateMatchFans(viewerUuid, [], [dropped]);
      return attempt > 0;
    }
    recountGames(lists, changed);
    let raced = false;
    for (const list of changed.values()) {
      if (!(await data.putMatchListIfUnchanged(viewerUuid, list))) {
        raced = true;
        break;
      }
    }
    if (raced) continue;
    await recordMembers(
      viewerUuid,
      lists,
      lists.map((list) => changed.get(list.scope) ?? list),
      data,
    );
    return true;
  }
  throw new Error(`match lists of ${viewerUuid} kept changing while edited`);
}

function sameFaceEverywhere(entries: readonly MatchEntry[], card: PlayerCard): MatchEntry[] | undefined {
  let changed = false;
  const next = entries.map((entry) => {
    if (entry.uuid !== card.uuid || (entry.userName === card.userName && entry.pic === card.pic))
      return entry;
    changed = true;
    return { ...entry, userName: card.userName, pic: card.pic };
  });
  return changed ? next : undefined;
}
