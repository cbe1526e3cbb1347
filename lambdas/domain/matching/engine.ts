/**
 * The matching engine (docs/matching.md "The engine"): which players a player's match lists are
 * chosen from, and how the lists are ranked and kept. Pure: the data layer runs the probes this
 * module plans and hands back the cards it read; no AWS here.
 *
 * A match is a player who shares at least one game with you. Each player keeps two kinds of bounded
 * lists, rebuilt by the stream when their card changes or when they sign in with stale lists:
 * - the match list: the best MATCH_LIST_SIZE matches by combinedScore (`top`; `new` is the same list
 *   by when each pair was first matched; `matchcount` its length);
 * - per game they play, the best GAME_MATCH_LIST_SIZE matches among that game's players
 *   (`gamematches`, `gamematchcount`, `pjmatchescountbygame`).
 *
 * Candidates come from bounded probes, never from a whole popular game:
 * - a game with at most FULL_COMMUNITY players is read whole (its community index);
 * - a larger game is read through its matching pool, partitioned by how many games a player plays
 *   (POOL_BUCKETS: fewer games means a larger game part for a pair sharing one game) and sorted by
 *   `poolKey`: the player's platform on that game, their game style, their checklist bits, then their
 *   skill, frequency and rating on the game. For each bucket the engine reads the entries nearest the
 *   viewer's own key (two queries, upwards and downwards, over the whole bucket), up to the bucket's limit.
 * The probe limits do not depend on the size of the community, so neither does the cost of a
 * rebuild. The quality of the result is measured against an exact brute-force ranking by
 * `npm run bench:matching` and test/lambdas/domain/matching/engine.test.ts.
 */
import type { MatchPlayer } from './facts';
import { emptyScore, scorePair } from './score';
import {
  ALL_MATCHES_SCOPE,
  FULL_COMMUNITY,
  POOL_BUCKETS,
  detailsOn,
  poolPlace,
  type MatchEntry,
  type PlayerCard,
  type Probe,
} from '../../model/matching';

/** Entries kept on a player's match list. */
export const MATCH_LIST_SIZE = 50;
/** Entries kept on each per-game match list. */
export const GAME_MATCH_LIST_SIZE = 25;
/** When a viewer plays many large games, their probes shrink so a rebuild reads at most about this many. */
export const MAX_POOL_READS = 13000;
/**
 * The probes of one rebuild: every game of the viewer, small games whole, large ones by pool.
 * `playersOf` gives a game's player count from the catalogue, undefined for a game no longer in it (not
 * read). A count of 0 is a stale count (the viewer plays the game): a game's first players sign up
 * within the catalogue cache's minute, and must still find each other, so it is read whole (the
 * community read is capped at FULL_COMMUNITY + 1 however stale the count).
 */
export function planProbes(viewer: PlayerCard, playersOf: (gameId: number) => number | undefined): Probe[] {
  const large = viewer.games.filter((gameId) => (playersOf(gameId) ?? 0) > FULL_COMMUNITY);
  const perGame = POOL_BUCKETS.reduce((sum, bucket) => sum + bucket.limit, 0);
  const scale = Math.min(1, MAX_POOL_READS / Math.max(1, large.length * perGame));
  return viewer.games.flatMap((gameId) =>
    probesOfGame(viewer, gameId, playersOf(gameId), (bucket) =>
      Math.max(2, Math.round(bucket.limit * scale)),
    ),
  );
}

/**
 * The probes of an update (docs/matching.md "Updates"): only the games whose details changed, a small
 * game whole and a large one by its pool around the viewer's new key with the buckets' `update` limits.
 */
export function planUpdateProbes(
  viewer: PlayerCard,
  changedGames: readonly number[],
  playersOf: (gameId: number) => number | undefined,
): Probe[] {
  return changedGames.flatMap((gameId) =>
    probesOfGame(viewer, gameId, playersOf(gameId), (bucket) => bucket.update),
  );
}

/**
 * One game's probes: none for a game no longer in the catalogue (`players` undefined), the whole
 * community of a small one, else each pool bucket around the viewer's key with the limit given.
 */
function probesOfGame(
  viewer: PlayerCard,
  gameId: number,
  players: number | undefined,
  limitOf: (bucket: (typeof POOL_BUCKETS)[number]) => number,
): Probe[] {
  if (players === undefined) return [];
  if (players <= FULL_COMMUNITY) return [{ kind: 'community', gameId }];
  const around = poolPlace(viewer, gameId).details;
  return POOL_BUCKETS.map((bucket, index) => ({
    kind: 'pool',
    gameId,
    bucket: index,
    around,
    limit: limitOf(bucket),
  }));
}

/**
 * What a player's lists were ranked for (`rankedFor` on each stored list): on the list of all matches
 * their game style and checklist, on a game's list their details on that game. An update compares it
 * with the current card to know which pairs' scores moved.
 */
export function rankedFor(card: PlayerCard, scope: typeof ALL_MATCHES_SCOPE | number): string {
  return scope === ALL_MATCHES_SCOPE ? `${card.style}:${card.checklist}` : String(detailsOn(card, scope));
}

/**
 * The games of a card whose details changed since its lists were ranked, when that is all that changed
 * (the same games, style and checklist): their update needs only the pairs that share one of them.
 * Undefined when the lists must be rebuilt: some list was not ranked by a rebuild (never built, built
 * before `rankedFor` existed, or started by an offer), the games differ, or the style or checklist do.
 */
export function detailsChangedSince(
  card: PlayerCard,
  lists: readonly { scope: typeof ALL_MATCHES_SCOPE | number; rankedFor?: string }[],
): number[] | undefined {
  const all = lists.find((list) => list.scope === ALL_MATCHES_SCOPE);
  const gameLists = lists.filter((list) => list.scope !== ALL_MATCHES_SCOPE);
  if (all?.rankedFor !== rankedFor(card, ALL_MATCHES_SCOPE)) return undefined;
  if (gameLists.length !== card.games.length) return undefined;
  const changed: number[] = [];
  for (const list of gameLists) {
    if (list.rankedFor === undefined || !card.games.includes(list.scope as number)) return undefined;
    if (list.rankedFor !== rankedFor(card, list.scope)) changed.push(list.scope as number);
  }
  return changed.sort((a, b) => a - b);
}

/** A player's lists as one rebuild computes them. */
export interface RankedMatches {
  matches: MatchEntry[];
  /** per game of the viewer, its best matches (every game of the viewer has a list, maybe empty) */
  byGame: Map<number, MatchEntry[]>;
  /** how many distinct candidates were scored */
  scored: number;
}

/** A candidate as the data layer hands it over: their card and their prepared facts. */
export interface Candidate {
  card: PlayerCard;
  player: MatchPlayer;
}

const sharedGames = (a: readonly number[], b: readonly number[]): number[] => {
  const shared: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      shared.push(x);
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return shared;
};

/** Whether two entries show the same: player, face, score, first match, shared games, spectate flag. */
export function sameEntry(a: MatchEntry, b: MatchEntry): boolean {
  return (
    a.uuid === b.uuid &&
    a.userName === b.userName &&
    a.pic === b.pic &&
    a.combinedScore === b.combinedScore &&
    a.matchedAt === b.matchedAt &&
    a.spectated === b.spectated &&
    a.games.join() === b.games.join()
  );
}

/** Higher score first; between equal scores the earlier match, then the uuid (a stable order). */
export function compareEntries(a: MatchEntry, b: MatchEntry): number {
  return b.combinedScore - a.combinedScore || a.matchedAt - b.matchedAt || (a.uuid < b.uuid ? -1 : 1);
}

/**
 * Scores every candidate once against the viewer and keeps the best of each list. Candidates who are
 * the viewer, excluded (blocked either way) or share no game are skipped. `previous` gives the time
 * each pair was first matched (kept across rebuilds, so `new` means new); `now` stamps new pairs.
 */
export function rankMatches(
  viewer: { card: PlayerCard; player: MatchPlayer },
  candidates: Iterable<Candidate>,
  options: {
    now: number;
    previous?: ReadonlyMap<string, number>;
    excluded?: ReadonlySet<string>;
    /** whom the viewer spectates */
    spectated?: ReadonlySet<string>;
    /**
     * entries whose pair did not change (an update): ranked with their stored score and shared games,
     * unless they are among the candidates (scored afresh), the viewer, or excluded
     */
    kept?: Iterable<MatchEntry>;
    listSize?: number;
    gameListSize?: number;
  },
): RankedMatches {
  const listSize = options.listSize ?? MATCH_LIST_SIZE;
  const gameListSize = options.gameListSize ?? GAME_MATCH_LIST_SIZE;
  const score = emptyScore();
  const seen = new Set<string>([viewer.card.uuid]);
  const all: MatchEntry[] = [];
  for (const { card, player } of candidates) {
    if (seen.has(card.uuid) || options.excluded?.has(card.uuid)) continue;
    seen.add(card.uuid);
    const games = sharedGames(viewer.card.games, card.games);
    if (games.length === 0) continue;
    scorePair(viewer.player, player, score);
    all.push({
      uuid: card.uuid,
      userName: card.userName,
      pic: card.pic,
      combinedScore: score.combinedScore,
      matchedAt: options.previous?.get(card.uuid) ?? options.now,
      games,
      spectated: options.spectated?.has(card.uuid) ?? false,
    });
  }
  for (const entry of options.kept ?? []) {
    if (seen.has(entry.uuid) || options.excluded?.has(entry.uuid)) continue;
    seen.add(entry.uuid);
    all.push({
      ...entry,
      matchedAt: options.previous?.get(entry.uuid) ?? entry.matchedAt,
      spectated: options.spectated?.has(entry.uuid) ?? false,
    });
  }
  all.sort(compareEntries);
  const byGame = new Map<number, MatchEntry[]>(viewer.card.games.map((gameId) => [gameId, []]));
  for (const entry of all) {
    for (const gameId of entry.games) {
      const list = byGame.get(gameId);
      if (list && list.length < gameListSize) list.push(entry);
    }
  }
  return { matches: all.slice(0, listSize), byGame, scored: seen.size - 1 };
}

/**
 * Offers a player to someone else's list (the engine's symmetric step: when X is scored against c,
 * X may belong on c's list too). Answers the new list when it changed, else undefined. An entry
 * already there is replaced by the offer (fresh score and face, first-match time kept).
 */
export function offerEntry(
  list: readonly MatchEntry[],
  offer: MatchEntry,
  size: number,
): MatchEntry[] | undefined {
  const existing = list.find((entry) => entry.uuid === offer.uuid);
  const entry = existing ? { ...offer, matchedAt: existing.matchedAt } : offer;
  if (existing && sameEntry(existing, entry)) return undefined;
  const others = list.filter((candidate) => candidate.uuid !== offer.uuid);
  if (!existing && others.length >= size && compareEntries(entry, others[others.length - 1]!) > 0)
    return undefined;
  return [...others, entry].sort(compareEntries).slice(0, size);
}

/** The list with the owner's spectate flag of one player set. Undefined when nothing changes. */
export function withSpectated(
  list: readonly MatchEntry[],
  uuid: string,
  spectated: boolean,
): MatchEntry[] | undefined {
  if (!list.some((entry) => entry.uuid === uuid && entry.spectated !== spectated)) return undefined;
  return list.map((entry) => (entry.uuid === uuid ? { ...entry, spectated } : entry));
}

/** The list without one player (blocked, deactivated). Undefined when they were not on it. */
export function withoutEntry(list: readonly MatchEntry[], uuid: string): MatchEntry[] | undefined {
  const next = list.filter((entry) => entry.uuid !== uuid);
  return next.length === list.length ? undefined : next;
}
