/**
 * The player card: everything a list shows, scores or filters of one player, in one small value
 * (≈ 0.3 KB) that every list entry about the player carries — their `userGame` items (the game
 * communities, the matching pool, the custom search), their community list entries and the match
 * lists of the engine. A page of 25 people is then one `Query` of ≈ 8 KB (1 RCU) and needs no read per
 * person: a `BatchGetItem` costs at least 0.5 RCU a key, 12.5 RCU for 25 profiles.
 *
 * The card is derived from the profile and the user's games (`cardOf`), kept as `USER#<uuid>/CARD` by
 * the stream (streams/reactions/player-cards.ts) and copied from there to the user's own entries. It
 * is the only projection of a profile that lists may read; scoring it needs the catalogue's genres
 * (`factsOfCard`). Pure: no AWS here.
 */
import { REAL_PLATFORMS } from '../../../lib/contract/codes';
import { MATCH_FLAG_ITEMS, type MatchFlagItem } from '../../../lib/contract/responses';
import type { Profile, UserGame } from '../../data';
import type { PlayerCard } from '../../model/matching';
import { FLAG_BIT, platformBit, type MatchFacts } from './facts';

/** The profile fields a card is made of: a change to any other field leaves the card as it is. */
export const CARD_PROFILE_FIELDS = [
  'userName',
  'profilePicKey',
  'active',
  'gameStyle',
  ...MATCH_FLAG_ITEMS,
  'platforms',
  'genderId',
  'dateOfBirth',
  'timeZoneId',
  'languageId',
  'createdAt',
] as const satisfies readonly (keyof Profile)[];

/** The user-game fields a card is made of. */
export const CARD_GAME_FIELDS = [
  'gameId',
  'platform',
  'skillLevel',
  'frequency',
  'rating',
] as const satisfies readonly (keyof UserGame)[];

const packDetails = (game: Pick<UserGame, 'platform' | 'skillLevel' | 'frequency' | 'rating'>): number =>
  digit(game.platform) * 1000 +
  digit(game.skillLevel) * 100 +
  digit(game.frequency) * 10 +
  digit(game.rating);
/** Detail codes are single digits in every code table (000 §3); anything else packs as 0, "no answer". */
const digit = (code: number): number => (Number.isInteger(code) && code >= 0 && code <= 9 ? code : 0);

/** The details of one game of a card, unpacked. */
export function unpackDetails(packed: number): {
  platform: number;
  skillLevel: number;
  frequency: number;
  rating: number;
} {
  return {
    platform: Math.floor(packed / 1000) % 10,
    skillLevel: Math.floor(packed / 100) % 10,
    frequency: Math.floor(packed / 10) % 10,
    rating: packed % 10,
  };
}

/** The checklist bits of a profile (the scorer's FLAG_BIT and platformBit). */
export function checklistBits(profile: Pick<Profile, MatchFlagItem | 'platforms'>): number {
  let bits = 0;
  for (const item of MATCH_FLAG_ITEMS) if (profile[item] === 1) bits |= FLAG_BIT[item];
  for (const platformId of REAL_PLATFORMS)
    if (profile.platforms[String(platformId)] === 1) bits |= platformBit(platformId);
  return bits;
}

/** A player's card from their profile and their user games. */
export function cardOf(profile: Profile, userGames: readonly UserGame[]): PlayerCard {
  const games = [...new Map(userGames.map((game) => [game.gameId, game])).values()].sort(
    (a, b) => a.gameId - b.gameId,
  );
  return {
    uuid: profile.uuid,
    userName: profile.userName,
    pic: profile.profilePicKey,
    style: profile.gameStyle,
    checklist: checklistBits(profile),
    games: games.map((game) => game.gameId),
    details: games.map(packDetails),
    genderId: profile.genderId,
    dateOfBirth: profile.dateOfBirth,
    timeZoneId: profile.timeZoneId,
    languageId: profile.languageId,
    createdAt: profile.createdAt,
  };
}

/**
 * The score's facts of a card. Games that left the catalogue (`genreOf` answers undefined) are left
 * out, as the profile match leaves them out: they can be neither named nor given a genre.
 */
export function factsOfCard(card: PlayerCard, genreOf: (gameId: number) => string | undefined): MatchFacts {
  const flags = Object.fromEntries(
    MATCH_FLAG_ITEMS.map((item) => [item, card.checklist & FLAG_BIT[item] ? 1 : 0]),
  ) as Record<MatchFlagItem, number>;
  return {
    id: card.uuid,
    gameStyle: card.style,
    flags,
    platforms: REAL_PLATFORMS.filter((platformId) => (card.checklist & platformBit(platformId)) !== 0),
    games: card.games.flatMap((gameId, index) => {
      const genre = genreOf(gameId);
      return genre === undefined ? [] : [{ gameId, genre, ...unpackDetails(card.details[index] ?? 0) }];
    }),
  };
}

/** Whether two cards say the same (the stream writes a card only when it changed). */
export function sameCard(a: PlayerCard | undefined, b: PlayerCard | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.uuid === b.uuid &&
    a.userName === b.userName &&
    a.pic === b.pic &&
    a.style === b.style &&
    a.checklist === b.checklist &&
    a.genderId === b.genderId &&
    a.dateOfBirth === b.dateOfBirth &&
    a.timeZoneId === b.timeZoneId &&
    a.languageId === b.languageId &&
    a.createdAt === b.createdAt &&
    sameNumbers(a.games, b.games) &&
    sameNumbers(a.details, b.details)
  );
}

/** Whether the card's face changed: what lists show of a player (their name and picture). */
export function sameFace(a: PlayerCard, b: PlayerCard): boolean {
  return a.userName === b.userName && a.pic === b.pic;
}

const sameNumbers = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);
