/**
 * Custom search's rules (lambdas/domain/search.ts): every filter against a card, ages on the clock,
 * the community walk (self, hidden, missing cards, de-duplication, budget, early stop), the count's
 * estimate, and the name grams and their search.
 */
import { Gender, Platform, TriState } from '../../../lib/contract/codes';
import { audienceOf } from '../../../lambdas/domain/people';
import { cardOf } from '../../../lambdas/domain/matching/card';
import {
  ageOn,
  estimateTotal,
  gramsOf,
  matchesFilters,
  nameGrams,
  namePlan,
  searchNameGrams,
  walkCommunities,
  type SearchFilters,
} from '../../../lambdas/domain/search';
import type { CommunityPage, NameEntry } from '../../../lambdas/data';
import { ALICE, BOB, CAROL, NOW, aProfile, aUserGame } from '../factories';
import type { PlayerCard } from '../../../lambdas/model/matching';

const filters = (overrides: Partial<SearchFilters> = {}): SearchFilters => ({
  microphone: TriState.DontCare,
  gameStyle: 0,
  familyFriendly: TriState.DontCare,
  streamer: TriState.DontCare,
  moderator: TriState.DontCare,
  ageStart: 16,
  ageEnd: 99,
  games: [12],
  ...overrides,
});

const uuidOf = (n: number) => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;

/** A card: by default Alice's factory profile (female, 35 on NOW, competitive, mic, streamer, PC + PlayStation). */
function aCard(
  profile: Parameters<typeof aProfile>[0] = {},
  games: { gameId: number; platform?: number }[] = [{ gameId: 12 }],
): PlayerCard {
  const p = aProfile(profile);
  return cardOf(
    p,
    games.map((g) =>
      aUserGame({ uuid: p.uuid, gameId: g.gameId, platform: g.platform ?? Platform.NoAnswer }),
    ),
  );
}

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1990-06-01', NOW)).toBe(35);
    expect(ageOn('1990-06-02', NOW)).toBe(34);
    expect(ageOn('1990-05-31', NOW)).toBe(35);
    expect(ageOn('2009-06-01', NOW)).toBe(16);
    expect(ageOn('not a date', NOW)).toBeUndefined();
  });
});

describe('matchesFilters', () => {
  const card = aCard();

  it('passes the defaults (any gender, style, tri-states 2, age 16-99)', () => {
    expect(matchesFilters(card, filters(), NOW)).toBe(true);
  });

  it('gender: the chosen one only; 3 (any) and unset pass all', () => {
    expect(matchesFilters(card, filters({ gender: Gender.Female }), NOW)).toBe(true);
    expect(matchesFilters(card, filters({ gender: Gender.Male }), NOW)).toBe(false);
    expect(matchesFilters(card, filters({ gender: Gender.Any }), NOW)).toBe(true);
  });

  it('game style: 0 any, otherwise equal', () => {
    expect(matchesFilters(card, filters({ gameStyle: 2 }), NOW)).toBe(true);
    expect(matchesFilters(card, filters({ gameStyle: 1 }), NOW)).toBe(false);
  });

  it.each([
    ['microphone', { microphone: 1 }, { microphone: 0 }],
    ['streamer', { streamer: 1 }, { streamer: 0 }],
    ['familyFriendly', { familyFriendly: 1 }, { familyFriendly: 0 }],
    ['moderator', { moderator: 1 }, { moderator: 0 }],
  ] as const)('tri-state %s: 1 needs it on, 0 needs it off, 2 takes both', (name, on, off) => {
    const withIt = aCard(on);
    const without = aCard(off);
    expect(matchesFilters(withIt, filters({ [name]: TriState.Yes }), NOW)).toBe(true);
    expect(matchesFilters(without, filters({ [name]: TriState.Yes }), NOW)).toBe(false);
    expect(matchesFilters(withIt, filters({ [name]: TriState.No }), NOW)).toBe(false);
    expect(matchesFilters(without, filters({ [name]: TriState.No }), NOW)).toBe(true);
    expect(matchesFilters(withIt, filters({ [name]: TriState.DontCare }), NOW)).toBe(true);
    expect(matchesFilters(without, filters({ [name]: TriState.DontCare }), NOW)).toBe(true);
  });

  it('time zone and language: equal when set', () => {
    expect(matchesFilters(card, filters({ timezone: 4 }), NOW)).toBe(true);
    expect(matchesFilters(card, filters({ timezone: 5 }), NOW)).toBe(false);
    expect(matchesFilters(card, filters({ language: 41 }), NOW)).toBe(true);
    expect(matchesFilters(card, filters({ language: 7 }), NOW)).toBe(false);
  });

  it('age: both bounds inclusive, on the clock', () => {
    const sixteen = aCard({ dateOfBirth: '2009-06-01' });
    const fifteen = aCard({ dateOfBirth: '2009-06-02' });
    expect(matchesFilters(sixteen, filters(), NOW)).toBe(true);
    expect(matchesFilters(fifteen, filters(), NOW)).toBe(false);
    expect(matchesFilters(card, filters({ ageStart: 35, ageEnd: 35 }), NOW)).toBe(true);
    expect(matchesFilters(card, filters({ ageStart: 36 }), NOW)).toBe(false);
    expect(matchesFilters(card, filters({ ageEnd: 34 }), NOW)).toBe(false);
    // a year later the same card is 36
    expect(matchesFilters(card, filters({ ageStart: 36 }), new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });

  it('platform: on the profile, or the platform of a chosen game; 1 (no answer) passes all', () => {
    expect(matchesFilters(card, filters({ platform: Platform.PC }), NOW)).toBe(true);
    expect(matchesFilters(card, filters({ platform: Platform.Xbox }), NOW)).toBe(false);
    const xboxForGame = aCard({}, [{ gameId: 12, platform: Platform.Xbox }]);
    expect(matchesFilters(xboxForGame, filters({ platform: Platform.Xbox }), NOW)).toBe(true);
    // the game played on Xbox is not among the chosen ones
    const xboxElsewhere = aCard({}, [{ gameId: 12 }, { gameId: 40, platform: Platform.Xbox }]);
    expect(matchesFilters(xboxElsewhere, filters({ platform: Platform.Xbox }), NOW)).toBe(false);
    expect(matchesFilters(card, filters({ platform: Platform.NoAnswer }), NOW)).toBe(true);
  });
});

/** A fake community reader over fixed member lists (newest first), `cost` RCU a page. */
function communities(byGame: Record<number, PlayerCard[]>, cost = 1) {
  const reads: { gameId: number; cursor: number | undefined; limit: number }[] = [];
  const read = async (gameId: number, cursor: number | undefined, limit: number) => {
    reads.push({ gameId, cursor, limit });
    const all = byGame[gameId] ?? [];
    const start = cursor ?? 0;
    const members = all.slice(start, start + limit).map((card) => ({ card }));
    const next = start + limit < all.length ? start + limit : undefined;
    return { members, rcu: cost, ...(next !== undefined ? { next } : {}) } as CommunityPage<number>;
  };
  return { read, reads };
}

describe('walkCommunities', () => {
  const member = (n: number, games = [12], overrides: Parameters<typeof aProfile>[0] = {}) =>
    aCard(
      { uuid: uuidOf(n), userName: `player${n}`, ...overrides },
      games.map((gameId) => ({ gameId })),
    );

  it('keeps the matching members, never the viewer, the hidden or the cardless, each once at their first chosen game', async () => {
    const viewer = member(1);
    const blocked = member(2);
    const shared = member(3, [12, 40]);
    const onlyLater = member(4, [40]);
    const noMic = member(5, [12], { microphone: 0 });
    const fine = member(6);
    const { read } = communities({ 12: [viewer, blocked, shared, noMic, fine], 40: [shared, onlyLater] });
    const cardless = async (gameId: number, cursor: number | undefined, limit: number) => {
      const page = await read(gameId, cursor, limit);
      return gameId === 40 ? { ...page, members: [...page.members, {}] } : page;
    };

    const walk = await walkCommunities(filters({ games: [40, 12], microphone: TriState.Yes }), cardless, {
      audience: audienceOf(viewer.uuid, { blocked: [blocked.uuid], blockedBy: [] }),
      now: NOW,
    });

    expect(walk.matches.map((card) => card.userName)).toEqual(['player3', 'player6', 'player4']);
    expect(walk.complete).toBe(true);
    expect(walk.games).toEqual([
      { gameId: 12, read: 5, matched: 2, complete: true },
      { gameId: 40, read: 3, matched: 1, complete: true },
    ]);
  });

  it('stops once it has enough matches, and stops reading before the budget would be passed', async () => {
    const many = Array.from({ length: 50 }, (_, i) => member(10 + i));
    const early = communities({ 12: many });
    const enough = await walkCommunities(filters(), early.read, {
      audience: audienceOf(ALICE, { blocked: [], blockedBy: [] }),
      now: NOW,
      enough: 12,
      pageSize: 10,
    });
    expect(early.reads).toHaveLength(2);
    expect(enough.matches).toHaveLength(20);

    const budgeted = communities({ 12: many, 40: [member(99, [40])] }, 4);
    const walk = await walkCommunities(filters({ games: [12, 40] }), budgeted.read, {
      audience: audienceOf(ALICE, { blocked: [], blockedBy: [] }),
      now: NOW,
      budgetRcu: 10,
      pageSize: 10,
    });
    // 4 + 4 = 8; a third page (12) would pass 10
    expect(budgeted.reads.map((r) => r.gameId)).toEqual([12, 12]);
    expect(walk.rcu).toBe(8);
    expect(walk.complete).toBe(false);
    expect(walk.games).toEqual([
      { gameId: 12, read: 20, matched: 20, complete: false },
      { gameId: 40, read: 0, matched: 0, complete: false },
    ]);
  });
});

describe('estimateTotal', () => {
  it('is exact when every community was read to its end', () => {
    const walk = { matches: [aCard()], complete: true, games: [], rcu: 1 };
    expect(estimateTotal(walk, () => 1000)).toEqual({ totalCount: 1, estimated: false });
  });

  it('extrapolates each unfinished community by its share of matches, an unreached one by the overall share', () => {
    const matches = Array.from({ length: 30 }, () => aCard());
    const walk = {
      matches,
      complete: false,
      rcu: 25,
      games: [
        { gameId: 1, read: 10, matched: 5, complete: true },
        { gameId: 2, read: 290, matched: 25, complete: false },
        { gameId: 3, read: 0, matched: 0, complete: false },
      ],
    };
    const sizes: Record<number, number> = { 2: 29_000, 3: 300 };
    // 5 + 25/290 × 29000 = 2500, + 30/300 × 300 = 30
    expect(estimateTotal(walk, (id) => sizes[id] ?? 0)).toEqual({
      totalCount: 5 + 2500 + 30,
      estimated: true,
    });
  });

  it('never answers fewer than were found', () => {
    const walk = {
      matches: [aCard(), aCard()],
      complete: false,
      rcu: 1,
      games: [{ gameId: 2, read: 2, matched: 2, complete: false }],
    };
    expect(estimateTotal(walk, () => 0).totalCount).toBe(2);
  });
});

describe('name grams', () => {
  it('indexes the distinct pairs and triples of the case-folded name', () => {
    expect(gramsOf('abab', 2)).toEqual(['ab', 'ba']);
    expect(nameGrams('NeoN')).toEqual(['ne', 'eo', 'on', 'neo', 'eon']);
    expect(nameGrams('ゲーマー')).toEqual(['ゲー', 'ーマ', 'マー', 'ゲーマ', 'ーマー']);
  });

  it('plans one character by initial, two by their pair, more by first, middle and last triples', () => {
    expect(namePlan(' N ')).toEqual({ kind: 'initial', initial: 'n', text: 'n' });
    expect(namePlan('Fo')).toEqual({ kind: 'grams', grams: ['fo'], text: 'fo' });
    expect(namePlan('FOX')).toEqual({ kind: 'grams', grams: ['fox'], text: 'fox' });
    expect(namePlan('neonfox')).toEqual({ kind: 'grams', grams: ['neo', 'onf', 'fox'], text: 'neonfox' });
  });
});

describe('searchNameGrams', () => {
  const entry = (name: string, uuid = uuidOf(name.length)): NameEntry => ({
    uuid,
    userName: name,
    pic: null,
    sortKey: `${name.toLowerCase()}#${uuid}`,
  });
  /** Gram partitions as fixed sorted lists, paged by `size`. */
  function partitions(byGram: Record<string, NameEntry[]>, size: number) {
    const reads: string[] = [];
    const read = async (gram: string, cursor: number | undefined) => {
      reads.push(`${gram}@${cursor ?? 0}`);
      const all = [...(byGram[gram] ?? [])].sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1));
      const start = cursor ?? 0;
      const next = start + size < all.length ? start + size : undefined;
      return { entries: all.slice(start, start + size), rcu: 1, ...(next !== undefined ? { next } : {}) };
    };
    return { read, reads };
  }

  it('answers the names holding the whole text, in name order, from a partition read to its end', async () => {
    const neonfox = entry('NeonFox', ALICE);
    const foxy = entry('foxy_neo', BOB);
    const fax = entry('neofax', CAROL);
    const { read, reads } = partitions({ neo: [neonfox, foxy, fax], fox: [neonfox, foxy] }, 10);
    const found = await searchNameGrams({ kind: 'grams', grams: ['neo'], text: 'neo' }, read, () => true, 25);
    expect(found.entries.map((e) => e.userName)).toEqual(['foxy_neo', 'neofax', 'NeonFox']);
    expect(reads).toEqual(['neo@0']);

    const both = await searchNameGrams(
      { kind: 'grams', grams: ['neo', 'fox'], text: 'neonfox' },
      read,
      (e) => e.uuid !== BOB,
      25,
    );
    expect(both.entries.map((e) => e.userName)).toEqual(['NeonFox']);
  });

  it('answers only what lies up to the furthest key read, paging on while short', async () => {
    const names = Array.from({ length: 12 }, (_, i) => entry(`abc${String(i).padStart(2, '0')}`, uuidOf(i)));
    const { read, reads } = partitions({ abc: names, bcd: [] }, 5);
    const found = await searchNameGrams({ kind: 'grams', grams: ['abc'], text: 'abc' }, read, () => true, 7);
    expect(found.entries.map((e) => e.userName)).toEqual(names.slice(0, 7).map((e) => e.userName));
    expect(reads).toEqual(['abc@0', 'abc@5']);

    const budgeted = partitions({ abc: names }, 5);
    const short = await searchNameGrams(
      { kind: 'grams', grams: ['abc'], text: 'abc' },
      budgeted.read,
      () => true,
      25,
      1,
    );
    expect(short.entries).toHaveLength(5);
    expect(budgeted.reads).toEqual(['abc@0']);
  });
});
