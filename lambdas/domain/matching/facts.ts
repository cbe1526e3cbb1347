/**
 * The facts of one player that the match score reads (docs/matching.md), and their prepared form:
 * the same facts packed into sorted typed arrays and bit masks once per player, so that scoring a pair
 * (score.ts) is a few merge walks with no allocation. The matching engine prepares each of its players
 * once and scores many pairs with them; the profile match prepares two.
 */
import {
  Frequency,
  GameRating,
  GameStyle,
  Platform,
  REAL_PLATFORMS,
  SkillLevel,
} from '../../../lib/contract/codes';
import { MATCH_FLAG_ITEMS, type MatchFlagItem } from '../../../lib/contract/responses';
import type { Profile, UserGame } from '../../data';

/** One game a player plays, with its catalogue genre and the player's details, in the code tables' numbers. */
export interface GameFacts {
  gameId: number;
  /** the catalogue genre ('' when unknown) */
  genre: string;
  platform: number;
  skillLevel: number;
  frequency: number;
  rating: number;
}

/** What the score compares of one player. */
export interface MatchFacts {
  /** who they are (a uuid): a player compared with themselves is the own-profile case */
  id: string;
  /** 1 relaxed, 2 competitive; anything else is unanswered */
  gameStyle: number;
  /** the on/off checklist items, 1 when on */
  flags: Readonly<Record<MatchFlagItem, number>>;
  /** the real platforms (2..7) the player has on */
  platforms: readonly number[];
  games: readonly GameFacts[];
}

/** A player's facts from their profile, their user games and the catalogue's genre of each game. */
export function matchFactsOf(
  profile: Profile,
  userGames: readonly UserGame[],
  genreOf: (gameId: number) => string | undefined,
): MatchFacts {
  return {
    id: profile.uuid,
    gameStyle: profile.gameStyle,
    flags: {
      streamer: profile.streamer,
      microphone: profile.microphone,
      familyFriendly: profile.familyFriendly,
      moderator: profile.moderator,
      discord: profile.discord,
      pcConsole: profile.pcConsole,
    },
    platforms: REAL_PLATFORMS.filter((id) => profile.platforms[String(id)] === 1),
    games: userGames.map((game) => ({
      gameId: game.gameId,
      genre: genreOf(game.gameId) ?? '',
      platform: game.platform,
      skillLevel: game.skillLevel,
      frequency: game.frequency,
      rating: game.rating,
    })),
  };
}

// ── Answers: a detail or the game style counts only when it was given ──────────────────────────────

/** The game style when answered (1 or 2), else 0. */
export function answeredStyle(code: number): 0 | 1 | 2 {
  return code === GameStyle.Relaxed || code === GameStyle.Competitive ? code : 0;
}

const between = (code: number, low: number, high: number): number =>
  Number.isInteger(code) && code >= low && code <= high ? code : 0;

/**
 * A per-game detail's code when it was answered, else 0: platform 1, skill 4 and 5, frequency 1 and
 * rating 1 are "no answer" (000 §3), as is any code outside the tables.
 */
export const answered = {
  platform: (code: number) => between(code, Platform.PC, Platform.Other),
  skillLevel: (code: number) => between(code, SkillLevel.Low, SkillLevel.High),
  frequency: (code: number) => between(code, Frequency.AllTheTime, Frequency.Rarely),
  rating: (code: number) => between(code, GameRating.LoveIt, GameRating.HateIt),
} as const;

// ── The prepared form ──────────────────────────────────────────────────────────────────────────────

/** The checklist bit of each on/off item (bits 0..5) and of each real platform (bits 6..11). */
export const FLAG_BIT: Readonly<Record<MatchFlagItem, number>> = Object.fromEntries(
  MATCH_FLAG_ITEMS.map((item, index) => [item, 1 << index]),
) as Record<MatchFlagItem, number>;
export const platformBit = (platformId: number): number =>
  REAL_PLATFORMS.includes(platformId as (typeof REAL_PLATFORMS)[number])
    ? 1 << (MATCH_FLAG_ITEMS.length + platformId - Platform.PC)
    : 0;

/** Genre names as small integers, shared by every prepared player of this process. */
const genreIds = new Map<string, number>();
function genreId(name: string): number {
  let id = genreIds.get(name);
  if (id === undefined) {
    id = genreIds.size;
    genreIds.set(name, id);
  }
  return id;
}

/** A player's facts, packed for scoring. */
export interface MatchPlayer {
  readonly id: string;
  /** game ids, ascending, each once */
  readonly gameIds: Int32Array;
  /** 4 answered codes per game, in `gameIds` order: platform, skill, frequency, rating (0 = unanswered) */
  readonly details: Uint8Array;
  /** genre ids, ascending, each once, with how many of the player's games have each */
  readonly genreIds: Int32Array;
  readonly genreCounts: Float64Array;
  /** the length of the genre-count vector */
  readonly genreNorm: number;
  /** the answered game style, 0 when not given */
  readonly style: 0 | 1 | 2;
  /** the checklist items and platforms that are on (FLAG_BIT, platformBit) */
  readonly checklist: number;
}

/** Packs a player's facts (once per player; O(games · log games)). */
export function preparePlayer(facts: MatchFacts): MatchPlayer {
  const games = [...new Map(facts.games.map((game) => [game.gameId, game])).values()].sort(
    (a, b) => a.gameId - b.gameId,
  );
  const gameIds = new Int32Array(games.length);
  const details = new Uint8Array(games.length * 4);
  const counts = new Map<number, number>();
  games.forEach((game, index) => {
    gameIds[index] = game.gameId;
    details[index * 4] = answered.platform(game.platform);
    details[index * 4 + 1] = answered.skillLevel(game.skillLevel);
    details[index * 4 + 2] = answered.frequency(game.frequency);
    details[index * 4 + 3] = answered.rating(game.rating);
    if (game.genre !== '') {
      const id = genreId(game.genre);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  });
  const genres = [...counts.keys()].sort((a, b) => a - b);
  const genreCounts = Float64Array.from(genres, (id) => counts.get(id) ?? 0);
  let checklist = 0;
  for (const item of MATCH_FLAG_ITEMS) if (facts.flags[item] === 1) checklist |= FLAG_BIT[item];
  for (const platformId of facts.platforms) checklist |= platformBit(platformId);
  return {
    id: facts.id,
    gameIds,
    details,
    genreIds: Int32Array.from(genres),
    genreCounts,
    genreNorm: Math.sqrt(genreCounts.reduce((sum, count) => sum + count * count, 0)),
    style: answeredStyle(facts.gameStyle),
    checklist,
  };
}
