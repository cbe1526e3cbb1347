/**
 * The people layer: every operation and socket push that returns people goes through it, as the
 * atproto appview does (skeleton → hydrate → rules → view). Presenting is domain/views.ts.
 *
 *   skeleton: the list's ids or entries, already ordered by the list (score, recency, name…)
 *     → hydrate, once per request: the viewer's block relations both ways (`audienceOf`), and what the
 *       list shows: profiles (closed flags) in one batch, or the cards the entries carry; the viewer's
 *       card, spectating set and the catalogue (`hydrateViewer`) when it shows scores
 *     → rules, ONE place (`Audience.lists` for people, `Audience.hides` for authors of content): never
 *       the viewer (but another user's spectators and spectating list them as "you": `self: 'keep'`),
 *       never anyone blocked either way, never a closed account (the blocked list alone keeps the
 *       people the viewer blocked); each person once
 *     → the viewer's view of each: the match score by the one scorer on the two cards
 *       (DEFAULT_MATCH_SCORE where a card is missing), whether the viewer spectates them
 *     → views.ts presents each in the answer's shape.
 *
 * Pages mean what they say (`fullPage`): an offset counts the people the viewer sees, and a page of
 * `limit` holds `limit` people whenever that many exist after the offset, read ahead within
 * offset + limit + REFILL_MAX entries.
 *
 * Cost (docs/data-model.md "The people layer"): the viewer's block relations, two key queries bounded
 * by their own blocks (≈ 1 RCU); with scores, the viewer's card with the blocks (`getViewerRelations`,
 * the same two queries), their spectating set (one keys-only query, ≈ 0.5 RCU per 80 spectated) and
 * the catalogue (cached per container); a BatchGet of profiles (0.5 RCU each) or of cards (0.5 RCU
 * each) only for lists whose skeleton does not carry them. Nothing here grows with the number of
 * players. No AWS here: the data layer's access patterns are passed in.
 */
import { DEFAULT_MATCH_SCORE } from '../../lib/contract/constants';
import type { BlockRelations, Game, Profile } from '../data';
import { factsOfCard } from './matching/card';
import type { PlayerCard } from '../model/matching';
import { preparePlayer, scorePair, type MatchPlayer } from './matching';
import { audienceOf, loadAudience, withClosed, type Audience } from './audience';

// the rule itself lives in audience.ts (no scorer there, for the bundles that only filter); every list
// imports it from here with the rest of the layer
export { audienceOf, loadAudience, withClosed, type Audience };

/** The scorer's prepared player of a card, counting only the games still in the catalogue (M4). */
export function playerOfCard(card: PlayerCard, catalogue: ReadonlyMap<number, Game>): MatchPlayer {
  return preparePlayer(factsOfCard(card, (gameId) => catalogue.get(gameId)?.genre));
}

/**
 * The audience of a page of content whose items carry their authors' (or faces') ids but not their
 * closed flags (game chat messages, chat notifications): the closed accounts among `uuids` are read in
 * one BatchGet of their flags (`getClosedAmong`, 0.5 RCU a distinct person, the viewer and the people
 * already hidden by a block not read), so `hides` and `lists` leave them out too.
 */
export async function withClosedAmong(
  audience: Audience,
  uuids: readonly string[],
  source: { getClosedAmong(uuids: readonly string[]): Promise<ReadonlySet<string>> },
): Promise<Audience> {
  const unknown = [...new Set(uuids)].filter(
    (uuid) => uuid !== audience.viewer && !audience.hidden.has(uuid),
  );
  if (unknown.length === 0) return audience;
  return withClosed(audience, await source.getClosedAmong(unknown));
}

/** A viewer hydrated for lists that show scores and spectate flags. */
export interface Viewer extends Audience {
  /** the viewer's card; undefined scores everyone DEFAULT_MATCH_SCORE */
  readonly card: PlayerCard | undefined;
  /** the people the viewer spectates */
  readonly spectated: ReadonlySet<string>;
  /** the viewer's combinedScore with the player of `card` (the one scorer, as the user card) */
  scoreOf(card: PlayerCard | undefined): number;
}

/** What `hydrateViewer` reads (data/community-lists.ts, data/spectate.ts, data/games.ts). */
export interface ViewerSource {
  getViewerRelations(uuid: string): Promise<BlockRelations & { card: PlayerCard | undefined }>;
  listSpectatedUuids(uuid: string): Promise<ReadonlySet<string>>;
  listGames(nowMs?: number): Promise<Game[]>;
}

/** A viewer from what was read (tests and `hydrateViewer`). */
export function viewerOf(
  uuid: string,
  read: { relations: BlockRelations; card: PlayerCard | undefined; spectated: ReadonlySet<string> },
  games: readonly Game[],
): Viewer {
  const catalogue = new Map(games.map((game) => [game.gameId, game]));
  const me = read.card ? playerOfCard(read.card, catalogue) : undefined;
  return {
    ...audienceOf(uuid, read.relations),
    card: read.card,
    spectated: read.spectated,
    scoreOf: (card) =>
      me && card ? scorePair(me, playerOfCard(card, catalogue)).combinedScore : DEFAULT_MATCH_SCORE,
  };
}

/**
 * The viewer's side of a page, once per request (≈ 1.5 RCU): their card and blocks both ways (two
 * queries), their spectating set (one keys-only query) and the catalogue (cached per container).
 */
export async function hydrateViewer(uuid: string, source: ViewerSource, now: Date): Promise<Viewer> {
  const [{ card, ...relations }, spectated, games] = await Promise.all([
    source.getViewerRelations(uuid),
    source.listSpectatedUuids(uuid),
    source.listGames(now.getTime()),
  ]);
  return viewerOf(uuid, { relations, card, spectated }, games);
}

/** One person of a card-carrying list, with the viewer's view of them. */
export interface CardPerson {
  card: PlayerCard;
  score: number;
  spectated: boolean;
}

/**
 * The people of `cards` the viewer may see, in order, each once, scored against the viewer's card.
 * An entry without a card (a closed account has none; a copy not made yet) is dropped.
 */
export function cardPeople(cards: readonly (PlayerCard | undefined)[], viewer: Viewer): CardPerson[] {
  const seen = new Set<string>();
  const people: CardPerson[] = [];
  for (const card of cards) {
    if (!card || seen.has(card.uuid) || !viewer.lists(card.uuid)) continue;
    seen.add(card.uuid);
    people.push({ card, score: viewer.scoreOf(card), spectated: viewer.spectated.has(card.uuid) });
  }
  return people;
}

/** The most entries a page reads beyond `offset + limit` to refill what the rules dropped. */
export const REFILL_MAX = 100;

/**
 * A page of visible people: `offset` counts the people the viewer sees (never entries), so paging
 * never skips or repeats a person, and the page holds `limit` people whenever that many visible ones
 * exist after the offset within the read bound.
 *
 * `read(n)` answers the list's first n entries in order (fewer when the list ends); `visible` applies
 * the rules. The first read asks offset + limit + `expected` (the entries the rules are known to drop
 * at most: the viewer and the people blocked either way, for lists without closed accounts); while
 * the rules dropped more and the list goes on, it reads further, never beyond offset + limit +
 * REFILL_MAX entries. `ended`: the read reached the list's end (no one after this page).
 */
export async function fullPage<E, P>(
  page: { offset: number; limit: number },
  expected: number,
  read: (n: number) => Promise<readonly E[]>,
  visible: (entries: readonly E[]) => Promise<P[]> | P[],
): Promise<{ people: P[]; ended: boolean; read: number }> {
  const wanted = page.offset + page.limit;
  const bound = wanted + REFILL_MAX;
  let n = Math.min(bound, wanted + Math.max(0, expected));
  for (;;) {
    const entries = await read(n);
    const people = await visible(entries);
    const listEnded = entries.length < n;
    if (people.length >= wanted || listEnded || n >= bound) {
      return { people: people.slice(page.offset, wanted), ended: listEnded, read: entries.length };
    }
    // the rules dropped more than expected and the list goes on: read on by what is missing
    n = Math.min(bound, n + (wanted - people.length));
  }
}

/** The access patterns `listPeople` reads; a list passes those it uses (its `data`). */
export interface PeopleSource {
  getProfiles(uuids: readonly string[]): Promise<Profile[]>;
  getBlockRelations?(uuid: string): Promise<BlockRelations>;
  getSpectatedAmong?(spectatorUuid: string, targetUuids: readonly string[]): Promise<string[]>;
  getMatchScores?(viewerUuid: string, uuids: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

export interface PeopleOptions {
  /** who looks: the one whose blocks hide people; never listed unless `self` is 'keep' */
  viewer: string;
  /**
   * 'hide' the viewer (every list of people to meet: matches, community, search, chat users) or
   * 'keep' them where the list is of a social graph they are part of (another user's spectators or
   * spectating), as every social product shows "you" among someone's followers: spectating a user
   * moves the count the viewer sees on their card.
   */
  self?: 'hide' | 'keep';
  /** the viewer's audience when the request built it already (saves the block relations' read) */
  audience?: Audience;
  /** 'hide' (every list but one) or 'keep' people the viewer blocked (the blocked list) */
  blocked?: 'hide' | 'keep';
  /** add the viewer's match score with each person */
  score?: boolean;
  /** add whether the viewer spectates each person */
  spectating?: boolean;
}

/** One person of a list of ids, with what the viewer sees of them. */
export interface ListedPerson {
  profile: Profile;
  /** the viewer's match score with them (DEFAULT_MATCH_SCORE when the pair has none, or not asked) */
  score: number;
  /** whether the viewer spectates them (false when not asked) */
  spectating: boolean;
}

function required<F>(loader: F | undefined, name: string, option: string): F {
  if (!loader) throw new Error(`people layer: '${option}' needs the ${name} access pattern`);
  return loader;
}

const NOBODY_BLOCKED: BlockRelations = { blocked: [], blockedBy: [] };

/**
 * The people of `ids` the viewer may see, in the order of `ids`, each once, with the viewer's view:
 * for lists whose skeleton is ids (spectators, likers, notifications, the blocked list), hydrated by
 * one BatchGet of their profiles (closed flags) and the viewer's block relations.
 */
export async function listPeople(
  ids: readonly string[],
  options: PeopleOptions,
  source: PeopleSource,
): Promise<ListedPerson[]> {
  const { viewer } = options;
  const hideBlocked = (options.blocked ?? 'hide') === 'hide';
  const keepSelf = options.self === 'keep';
  const wanted = [...new Set(ids)].filter((uuid) => keepSelf || uuid !== viewer);
  if (wanted.length === 0) return [];

  const [profiles, audience] = await Promise.all([
    source.getProfiles(wanted),
    !hideBlocked
      ? audienceOf(viewer, NOBODY_BLOCKED)
      : (options.audience ??
        loadAudience(viewer, {
          getBlockRelations: required(source.getBlockRelations, 'getBlockRelations', 'blocked: hide'),
        })),
  ]);
  const byUuid = new Map(profiles.map((profile) => [profile.uuid, profile]));
  const visible = wanted
    .map((uuid) => byUuid.get(uuid))
    .filter(
      (profile): profile is Profile =>
        !!profile &&
        (audience.lists(profile.uuid, profile.active) ||
          (keepSelf && profile.uuid === viewer && profile.active)),
    );
  if (visible.length === 0) return [];

  const uuids = visible.map((profile) => profile.uuid);
  const [scores, spectated] = await Promise.all([
    options.score ? required(source.getMatchScores, 'getMatchScores', 'score')(viewer, uuids) : undefined,
    options.spectating
      ? required(source.getSpectatedAmong, 'getSpectatedAmong', 'spectating')(viewer, uuids)
      : undefined,
  ]);
  const spectating = new Set(spectated ?? []);
  return visible.map((profile) => ({
    profile,
    score: scores?.get(profile.uuid) ?? DEFAULT_MATCH_SCORE,
    spectating: spectating.has(profile.uuid),
  }));
}
