/**
 * The matching pool's vocabulary, shared by the engine (domain/matching) that plans and ranks and the
 * data layer that stores and reads (data/cards.ts, data/match-lists.ts): the player card, the scopes
 * of the match lists and their entries, the pool's buckets and sort key, and the probes the engine
 * asks the data layer to run. Pure values and key functions: no I/O, no rules beyond the layout.
 */

/**
 * The player card (domain/matching/card.ts derives it): everything a list shows, scores or filters of
 * one player, stored as `USER#<uuid>/CARD` and copied onto every list entry about the player.
 */
export interface PlayerCard {
  uuid: string;
  userName: string;
  /** media key of the picture, null for the default picture */
  pic: string | null;
  /** the profile's gameStyle code as stored (1 relaxed, 2 competitive, anything else unanswered) */
  style: number;
  /** the checklist items and real platforms that are on, as the scorer's bits (domain/matching/facts.ts FLAG_BIT, platformBit) */
  checklist: number;
  /** the user's game ids, ascending */
  games: number[];
  /** per game of `games`, its details packed as platform·1000 + skill·100 + frequency·10 + rating */
  details: number[];
  genderId: number;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  timeZoneId: number;
  languageId: number;
  /** when the account was created (ISO 8601) */
  createdAt: string;
}

/** The scope of a player's list of all matches; per-game lists are scoped by their game id. */
export const ALL_MATCHES_SCOPE = 'ALL';

/** A game with at most this many players is read whole. */
export const FULL_COMMUNITY = 100;
/**
 * The pool buckets by the player's number of games (the lower bound of each), how many candidates a
 * rebuild reads from each nearest the viewer's own pool key (`limit`: issue 9, chosen by a greedy search
 * on other viewers than the benchmark's, scripts/bench/matching-recall.ts), and how many an update reads
 * around the viewer's new key on a game whose details changed (`update`: the players already on the
 * lists are kept, so a few near the new key are enough; docs/matching.md "Updates").
 */
export const POOL_BUCKETS = [
  { minGames: 1, limit: 1000, update: 64 },
  { minGames: 2, limit: 96, update: 8 },
  { minGames: 3, limit: 32, update: 4 },
  { minGames: 4, limit: 32, update: 4 },
  { minGames: 5, limit: 32, update: 4 },
  { minGames: 6, limit: 32, update: 4 },
  { minGames: 8, limit: 48, update: 4 },
  { minGames: 11, limit: 16, update: 2 },
] as const;
/**
 * The checklist bits (domain/matching/facts.ts FLAG_BIT, platformBit) in the order the pool key spells them: the items
 * on for about half of the players first (discord, PlayStation, family friendly, PC, microphone,
 * Nintendo, mobile, PC and console, Xbox, streamer, moderator, other platform), so the entries nearest a
 * viewer's key agree with them on the most balanced items.
 */
export const POOL_CHECKLIST_ORDER = [4, 7, 2, 6, 1, 9, 10, 5, 8, 0, 3, 11] as const;

/** The pool bucket of a player who plays `games` games. */
export function poolBucketOf(games: number): number {
  let bucket = 0;
  POOL_BUCKETS.forEach((entry, index) => {
    if (games >= entry.minGames) bucket = index;
  });
  return bucket;
}

/** A card's packed details on one of its games (0 when the card does not have the game). */
export function detailsOn(card: PlayerCard, gameId: number): number {
  const index = card.games.indexOf(gameId);
  return index < 0 ? 0 : (card.details[index] ?? 0);
}

/**
 * A player's pool key on one game, 17 digits: their platform on the game, their game style (0..9 as
 * stored), their checklist bits in POOL_CHECKLIST_ORDER (0/1 each), then their skill, frequency and
 * rating on the game: the checklist and details parts of the score (the genre part is not in the
 * key; within bucket 0 it is the same for everyone), so that the entries nearest a viewer's key agree
 * with them on most of what those parts compare.
 */
export function poolKey(card: PlayerCard, gameId: number): string {
  const details = String(detailsOn(card, gameId)).padStart(4, '0');
  const style = Number.isInteger(card.style) && card.style >= 0 && card.style <= 9 ? card.style : 0;
  const bits = POOL_CHECKLIST_ORDER.map((bit) => ((card.checklist >> bit) & 1 ? '1' : '0')).join('');
  return `${details.slice(0, 1)}${style}${bits}${details.slice(1)}`;
}

/**
 * Where a player's entry for one game sits in that game's matching pool: the bucket of their game
 * count, and the sort key `poolKey` (stored as `poolDetails`).
 */
export function poolPlace(card: PlayerCard, gameId: number): { bucket: number; details: string } {
  return { bucket: poolBucketOf(card.games.length), details: poolKey(card, gameId) };
}

/** One read the engine asks of the data layer. */
export type Probe =
  | { kind: 'community'; gameId: number }
  | {
      kind: 'pool';
      gameId: number;
      bucket: number;
      /** the viewer's own pool key on the game (`poolKey`) */
      around: string;
      /** how many entries to read nearest `around`: ceil(limit / 2) from it upwards, the rest downwards */
      limit: number;
    };

/** One entry of a match list, as stored and as the lists present it. */
export interface MatchEntry {
  uuid: string;
  userName: string;
  pic: string | null;
  combinedScore: number;
  /** epoch seconds when the pair first appeared on this list */
  matchedAt: number;
  /** the games the pair shares, ascending */
  games: number[];
  /** whether the list's owner spectates this player (000 §3 SpecUser) */
  spectated: boolean;
}
