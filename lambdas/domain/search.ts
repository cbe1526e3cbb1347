/**
 * Custom search (000 §3 "Search filters", §5, §7 "Search"; issue 9): what a filter means for one
 * player card, how the chosen games' communities are walked within a read budget, and the name
 * search's substring index (grams). Pure: the reads are passed in, no AWS here.
 *
 * Filter search. Candidates are the chosen games' communities (the `userGame` items of each game,
 * newest members first), each carrying the member's card, so nothing is read per person. One request
 * reads at most SEARCH_READ_BUDGET_RCU of them (its "window"): the games in ascending id order, each
 * from its newest member. A member of several chosen games is taken at the first of them (their card
 * lists their games), so the walk needs no memory of earlier pages. A page at `offset` walks the same
 * window again and skips `offset` matches: its cost never grows with the community, and the contract
 * caps `offset` (SEARCH_OFFSET_MAX). The count is exact when the whole communities fit in the window,
 * otherwise an estimate extrapolated from the window (see `estimateTotal`).
 */
import { Gender, Platform, TriState } from '../../lib/contract/codes';
import { platformBit, FLAG_BIT } from './matching/facts';
import { unpackDetails } from './matching/card';
import type { PlayerCard } from '../model/matching';
import type { CommunityPage, NameEntry, NamePage } from '../data';
import { foldCase } from '../../lib/contract/user-names';
import type { Audience } from './people';

/** The filters of one search, as the contract validated them (000 §3). */
export interface SearchFilters {
  gender?: number;
  microphone: number;
  gameStyle: number;
  familyFriendly: number;
  streamer: number;
  moderator: number;
  timezone?: number;
  language?: number;
  ageStart: number;
  ageEnd: number;
  games: readonly number[];
  platform?: number;
}

/**
 * The read units one filter search request may spend on community pages: three pages of 100 members
 * (≈ 0.7 KB each with the card: ≈ 9 RCU a page), so a window of ≈ 300 members of the chosen games.
 */
export const SEARCH_READ_BUDGET_RCU = 30;
/** Members asked of one community page (≈ 70 KB, ≈ 9 RCU at ≈ 0.7 KB a member with its card). */
export const COMMUNITY_PAGE_SIZE = 100;

/** Whole years between a yyyy-MM-dd birth date and `now` (UTC), or undefined for a malformed date. */
export function ageOn(dateOfBirth: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birthdayPassed =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** A tri-state filter (2 don't care, 0 no, 1 yes) against whether the item is on. */
const triState = (filter: number, on: boolean): boolean =>
  filter === TriState.DontCare || (filter === TriState.Yes ? on : !on);

/**
 * Whether a card passes every filter: gender (3 "any" or unset: any), game style (0 any), the
 * tri-states microphone, family friendly, streamer, moderator, time zone and language (unset: any),
 * age in [ageStart, ageEnd] on `now`, and platform (1 "no answer" or unset: any) — on the player's
 * profile platforms or as their platform for one of the chosen games.
 */
export function matchesFilters(card: PlayerCard, filters: SearchFilters, now: Date): boolean {
  if (filters.gender !== undefined && filters.gender !== Gender.Any && card.genderId !== filters.gender)
    return false;
  if (filters.gameStyle !== 0 && card.style !== filters.gameStyle) return false;
  const on = (bit: number) => (card.checklist & bit) !== 0;
  if (!triState(filters.microphone, on(FLAG_BIT.microphone))) return false;
  if (!triState(filters.familyFriendly, on(FLAG_BIT.familyFriendly))) return false;
  if (!triState(filters.streamer, on(FLAG_BIT.streamer))) return false;
  if (!triState(filters.moderator, on(FLAG_BIT.moderator))) return false;
  if (filters.timezone !== undefined && card.timeZoneId !== filters.timezone) return false;
  if (filters.language !== undefined && card.languageId !== filters.language) return false;
  const age = ageOn(card.dateOfBirth, now);
  if (age === undefined || age < filters.ageStart || age > filters.ageEnd) return false;
  if (filters.platform !== undefined && filters.platform !== Platform.NoAnswer) {
    const onProfile = on(platformBit(filters.platform));
    const forGame = card.games.some(
      (gameId, index) =>
        filters.games.includes(gameId) &&
        unpackDetails(card.details[index] ?? 0).platform === filters.platform,
    );
    if (!onProfile && !forGame) return false;
  }
  return true;
}

/** Reads one page of a game's community from `cursor` (undefined: the newest member). */
export type CommunityReader<C> = (
  gameId: number,
  cursor: C | undefined,
  limit: number,
) => Promise<CommunityPage<C>>;

/** What walking the window found. */
export interface SearchWalk {
  /** the matching cards, in walk order (games ascending, newest members first), each player once */
  matches: PlayerCard[];
  /** whether every chosen community was read to its end (then the walk saw everyone) */
  complete: boolean;
  /** per game: members read and matches among them, and whether the community was read to its end */
  games: { gameId: number; read: number; matched: number; complete: boolean }[];
  rcu: number;
}

export interface WalkOptions {
  /** whom the viewer may see (people.ts: never the viewer, nobody blocked either way) */
  audience: Pick<Audience, 'lists'>;
  now: Date;
  /** stop once this many matches were found (a page needs offset + limit); unset: read the window */
  enough?: number;
  budgetRcu?: number;
  pageSize?: number;
}

/**
 * Walks the chosen games' communities within the read budget and keeps the members who pass the
 * filters and the people layer's rule (never the viewer, nobody blocked either way), nobody without a card (deactivated, or not yet carded),
 * each player once (at the first chosen game they play). A next page is read only while the budget
 * still holds one more page as costly as the last one.
 */
export async function walkCommunities<C>(
  filters: SearchFilters,
  read: CommunityReader<C>,
  options: WalkOptions,
): Promise<SearchWalk> {
  const budget = options.budgetRcu ?? SEARCH_READ_BUDGET_RCU;
  const pageSize = options.pageSize ?? COMMUNITY_PAGE_SIZE;
  const games = [...new Set(filters.games)].sort((a, b) => a - b);
  const walk: SearchWalk = { matches: [], complete: true, games: [], rcu: 0 };
  let lastPageRcu = 0;
  const enough = () => options.enough !== undefined && walk.matches.length >= options.enough;
  for (const [position, gameId] of games.entries()) {
    const earlier = games.slice(0, position);
    const tally = { gameId, read: 0, matched: 0, complete: false };
    walk.games.push(tally);
    let cursor: C | undefined;
    for (;;) {
      if (enough() || (walk.rcu > 0 && walk.rcu + lastPageRcu > budget)) break;
      const page = await read(gameId, cursor, pageSize);
      walk.rcu += page.rcu;
      lastPageRcu = page.rcu;
      for (const member of page.members) {
        tally.read += 1;
        const card = member.card;
        if (!card || !options.audience.lists(card.uuid)) continue;
        if (card.games.some((game) => earlier.includes(game))) continue;
        if (!matchesFilters(card, filters, options.now)) continue;
        tally.matched += 1;
        walk.matches.push(card);
      }
      cursor = page.next;
      if (cursor === undefined) {
        tally.complete = true;
        break;
      }
    }
    if (!tally.complete) walk.complete = false;
  }
  return walk;
}

/**
 * The count a walk answers. Exact when the walk read every chosen community to its end. Otherwise an
 * estimate: each community's matches extrapolated from the share of its members read that matched
 * (a community not reached at all takes the share of everything read), times its size (`gameCount`),
 * never below what was found. A member already taken at an earlier chosen game counts as read and not
 * matched, so the shares carry the overlap between the chosen games as the window saw it.
 */
export function estimateTotal(
  walk: SearchWalk,
  sizeOf: (gameId: number) => number,
): { totalCount: number; estimated: boolean } {
  if (walk.complete) return { totalCount: walk.matches.length, estimated: false };
  const read = walk.games.reduce((sum, game) => sum + game.read, 0);
  const overall = read > 0 ? walk.matches.length / read : 0;
  let total = 0;
  for (const game of walk.games) {
    if (game.complete) {
      total += game.matched;
      continue;
    }
    const share = game.read > 0 ? game.matched / game.read : overall;
    total += Math.max(game.matched, Math.round(share * Math.max(sizeOf(game.gameId), game.read)));
  }
  return { totalCount: Math.max(total, walk.matches.length), estimated: true };
}

// ── Name search ───────────────────────────────────────────────────────────────────

/** The gram sizes the name index keeps: 2 for two-character searches, 3 for longer ones. */
export const NAME_GRAM_SIZES = [2, 3] as const;

const characters = (text: string): string[] => Array.from(text);

/** The distinct grams of `size` characters of a text. */
export function gramsOf(text: string, size: number): string[] {
  const chars = characters(text);
  const grams = new Set<string>();
  for (let start = 0; start + size <= chars.length; start += 1)
    grams.add(chars.slice(start, start + size).join(''));
  return [...grams];
}

/** Every gram a username is indexed under: its distinct 2- and 3-character pieces, case-folded. */
export function nameGrams(userName: string): string[] {
  const folded = foldCase(userName);
  return NAME_GRAM_SIZES.flatMap((size) => gramsOf(folded, size));
}

/** How a name search reads: by the names' first character, or by grams. */
export type NamePlan =
  { kind: 'initial'; initial: string; text: string } | { kind: 'grams'; grams: string[]; text: string };

/** How many gram partitions a long search reads at once (its first, middle and last pieces). */
export const NAME_SEARCH_GRAMS = 3;

/**
 * The plan of a name search for the trimmed, case-folded text: one character reads the names that
 * start with it (a one-letter "contains" would be nearly everyone); two read the names that hold
 * that pair; three or more read up to three of its 3-character pieces (first, middle, last), any
 * of which every matching name holds.
 */
export function namePlan(search: string): NamePlan {
  const text = foldCase(search.trim());
  const chars = characters(text);
  if (chars.length <= 1) return { kind: 'initial', initial: text, text };
  if (chars.length === 2) return { kind: 'grams', grams: [text], text };
  const grams = gramsOf(text, 3);
  const picks = [grams[0], grams[Math.floor((grams.length - 1) / 2)], grams[grams.length - 1]];
  return {
    kind: 'grams',
    grams: [...new Set(picks.filter((g): g is string => g !== undefined))].slice(0, NAME_SEARCH_GRAMS),
    text,
  };
}

/** Whether a name holds the search text anywhere, case-insensitively. */
export const nameHolds = (userName: string, text: string): boolean => foldCase(userName).includes(text);

export type NameReader<C> = (gram: string, cursor: C | undefined) => Promise<NamePage<C>>;

/**
 * The read units a name search may spend on gram pages: the first page of up to three grams (150
 * entries of ≈ 0.27 KB, ≈ 5 RCU each when full) and one more page of the furthest-read gram.
 */
export const NAME_READ_BUDGET_RCU = 20;

/**
 * The names holding `text`, in name order, up to `enough` of them (after `keep`), read from the gram
 * partitions of the plan. Every matching name sits in each partition, all sorted alike, so once a
 * partition has been read up to key L, every match up to L has been seen: the answer is the verified
 * entries up to the furthest key read (all of them once a partition was read to its end). The
 * partition read furthest is paged on while fewer than `enough` were found and the budget allows.
 */
export async function searchNameGrams<C>(
  plan: Extract<NamePlan, { kind: 'grams' }>,
  read: NameReader<C>,
  keep: (entry: NameEntry) => boolean,
  enough: number,
  budgetRcu = NAME_READ_BUDGET_RCU,
): Promise<{ entries: NameEntry[]; rcu: number }> {
  const parts = await Promise.all(
    plan.grams.map(async (gram) => ({ gram, page: await read(gram, undefined) })),
  );
  let rcu = parts.reduce((sum, part) => sum + part.page.rcu, 0);
  const seen = new Map<string, NameEntry>();
  const take = (entries: readonly NameEntry[]) => {
    for (const entry of entries)
      if (nameHolds(entry.userName, plan.text) && keep(entry)) seen.set(entry.sortKey, entry);
  };
  parts.forEach((part) => take(part.page.entries));
  const lastKey = (page: NamePage<C>) => page.entries[page.entries.length - 1]?.sortKey ?? '';
  // the partition that tells the most: one read to its end, or the one read furthest
  let lead =
    parts.find((part) => part.page.next === undefined) ??
    parts.reduce((a, b) => (lastKey(b.page) > lastKey(a.page) ? b : a));
  let bound: string | undefined = lead.page.next === undefined ? undefined : lastKey(lead.page);
  let lastRcu = lead.page.rcu;
  while (bound !== undefined && countUpTo(seen, bound) < enough && rcu + lastRcu <= budgetRcu) {
    const page = await read(lead.gram, lead.page.next);
    rcu += page.rcu;
    lastRcu = page.rcu;
    take(page.entries);
    lead = { gram: lead.gram, page };
    bound = page.next === undefined ? undefined : lastKey(page);
  }
  const entries = [...seen.values()]
    .filter((entry) => bound === undefined || entry.sortKey <= bound)
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0))
    .slice(0, enough);
  return { entries, rcu };
}

const countUpTo = (seen: ReadonlyMap<string, NameEntry>, bound: string): number => {
  let n = 0;
  for (const key of seen.keys()) if (key <= bound) n += 1;
  return n;
};
