/**
 * Community lists and game communities as a viewer sees them (000 §2 "user-community", §3 "Match
 * item"; docs/data-model.md C1, G7). Every entry of these lists carries the player's card
 * (matching/card.ts), so a page is presented from the entries alone: no profile, spectate or match
 * item is read per person.
 *
 *   entries (ordered by the list)
 *     → rules: never an entry without a card (a deactivated user has none), never the viewer, never
 *       anyone blocked either way, each person once
 *     → the viewer's view: the match score computed on the spot from the two cards by the one scorer
 *       (matching/score.ts; DEFAULT_MATCH_SCORE when the viewer has no card yet), SpecUser from the
 *       viewer's own spectating set
 *     → the spec's Match item.
 *
 * Games that left the catalogue do not count in the score, as in the profile match (M4), so the ring
 * of a list and of the user card agree. Pure: no AWS here.
 */
import { DEFAULT_MATCH_SCORE } from '../../lib/contract/constants';
import type { MatchItem } from '../../lib/contract/responses';
import type { Game } from '../data';
import { DEFAULT_PROFILE_PICTURE_KEY } from './media';
import type { MediaUrls } from './present';
import { factsOfCard } from './matching/card';
import { preparePlayer, scorePair, type MatchPlayer } from './matching';
import type { PlayerCard } from '../model/matching';

/** What a viewer brings to a page: their card, whom they must not see, whom they spectate. */
export interface CommunityViewer {
  uuid: string;
  /** the viewer's card; undefined scores everyone DEFAULT_MATCH_SCORE */
  card: PlayerCard | undefined;
  /** blocked either way */
  hidden: ReadonlySet<string>;
  /** the people the viewer spectates */
  spectated: ReadonlySet<string>;
}

/** The scorer's prepared player of a card, counting only the games still in the catalogue. */
export function playerOfCard(card: PlayerCard, catalogue: ReadonlyMap<number, Game>): MatchPlayer {
  return preparePlayer(factsOfCard(card, (gameId) => catalogue.get(gameId)?.genre));
}

/**
 * The viewer's score with each of `cards` (the viewer's own card among them or not): an empty map when
 * the viewer has no card, so every list falls back to DEFAULT_MATCH_SCORE.
 */
export function scoresAgainst(
  viewerUuid: string,
  cards: readonly PlayerCard[],
  catalogue: ReadonlyMap<number, Game>,
): Map<string, number> {
  const mine = cards.find((card) => card.uuid === viewerUuid);
  if (!mine) return new Map();
  const me = playerOfCard(mine, catalogue);
  return new Map(
    cards
      .filter((card) => card.uuid !== viewerUuid)
      .map((card) => [card.uuid, scorePair(me, playerOfCard(card, catalogue)).combinedScore]),
  );
}

/** One person of a page: their card and the viewer's score and flag. */
export interface CommunityPerson {
  card: PlayerCard;
  score: number;
  spectated: boolean;
}

/**
 * The people of a page the viewer may see, in the page's order, each once, scored against the
 * viewer's card.
 */
export function communityPeople(
  cards: readonly (PlayerCard | undefined)[],
  viewer: CommunityViewer,
  catalogue: ReadonlyMap<number, Game>,
): CommunityPerson[] {
  const me = viewer.card ? playerOfCard(viewer.card, catalogue) : undefined;
  const seen = new Set<string>([viewer.uuid]);
  const people: CommunityPerson[] = [];
  for (const card of cards) {
    if (!card || seen.has(card.uuid) || viewer.hidden.has(card.uuid)) continue;
    seen.add(card.uuid);
    people.push({
      card,
      score: me ? scorePair(me, playerOfCard(card, catalogue)).combinedScore : DEFAULT_MATCH_SCORE,
      spectated: viewer.spectated.has(card.uuid),
    });
  }
  return people;
}

/** A person as the community lists show them (000 §3 "Match item"). */
export function presentCommunityPerson(person: CommunityPerson, media: MediaUrls): MatchItem {
  return {
    userName: person.card.userName,
    image: media.url(person.card.pic ?? DEFAULT_PROFILE_PICTURE_KEY),
    SpecUser: person.spectated ? 1 : 0,
    newMatchFlag: 0,
    combinedScore: person.score,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user is on the NEW list (and may be on NEWTRENDING) this many days after their account was made. */
export const NEW_USER_DAYS = 30;
/** The trending lists and flags sum the trend buckets of this many days, today included. */
export const TREND_WINDOW_DAYS = 7;
/** A game trends when its new players of the week reach this share of its players (G11). */
export const GAME_TRENDING_SHARE = 0.05;

/** The first and last UTC day (yyyy-MM-dd) of the trend window ending on `now`'s day. */
export function trendWindow(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00.000Z`) - (TREND_WINDOW_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

/** When a user made at `createdAt` leaves the NEW list, in epoch seconds. */
export function newUntil(createdAt: string): number {
  return Math.floor((Date.parse(createdAt) + NEW_USER_DAYS * DAY_MS) / 1000);
}

/** Whether a user made at `createdAt` is still new at `now`. */
export function isNewUser(createdAt: string, now: Date): boolean {
  return newUntil(createdAt) > Math.floor(now.getTime() / 1000);
}

/** The NEW list's lower bound at `now`: accounts made after it are new (its rank is `createdAt`). */
export function newListFloor(now: Date): string {
  return new Date(now.getTime() - NEW_USER_DAYS * DAY_MS).toISOString();
}

/** Whether a game trends: its new players of the week reach GAME_TRENDING_SHARE of its players. */
/**
 * The players a game gained within `window`, from the per-day joins its catalogue item carries (a copy
 * made on an earlier day still counts the days it shares with the window; older days drop out).
 */
export function joinsWithin(
  recentJoins: Readonly<Record<string, number>> | undefined,
  window: { from: string; to: string },
): number {
  return Object.entries(recentJoins ?? {})
    .filter(([day]) => day >= window.from && day <= window.to)
    .reduce((sum, [, players]) => sum + Math.max(0, players), 0);
}

export function isTrendingGame(weekPlayers: number, gameCount: number): boolean {
  return weekPlayers > 0 && gameCount > 0 && weekPlayers >= GAME_TRENDING_SHARE * gameCount;
}
