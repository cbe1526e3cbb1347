import {
  REFILL_MAX,
  audienceOf,
  cardPeople,
  fullPage,
  listPeople,
  playerOfCard,
  viewerOf,
  type PeopleSource,
} from '../../../lambdas/domain/people';
import { cardMatchItem, matchItem, pictureLink, pictureUrl } from '../../../lambdas/domain/views';
import { scorePair } from '../../../lambdas/domain/matching';
import { DEFAULT_MATCH_SCORE } from '../../../lib/contract/constants';
import { ALICE, BOB, CAROL, aCard, aGame, aProfile } from '../factories';

const DAVE = '44444444-4444-4444-8444-444444444444';
const ERIN = '55555555-5555-4555-8555-555555555555';

const profiles = {
  [ALICE]: aProfile({ uuid: ALICE, userName: 'alice_plays' }),
  [BOB]: aProfile({ uuid: BOB, userName: 'bob_builds' }),
  [CAROL]: aProfile({ uuid: CAROL, userName: 'carol_carries' }),
  [DAVE]: aProfile({ uuid: DAVE, userName: 'dave_dives', active: false }),
  [ERIN]: aProfile({ uuid: ERIN, userName: 'erin_aims' }),
};

/** A source over the profiles above, recording what it was asked. */
function source(overrides: Partial<PeopleSource> = {}) {
  const asked: Record<string, unknown[]> = { profiles: [], relations: [], spectated: [], scores: [] };
  const value: PeopleSource = {
    getProfiles: jest.fn(async (uuids: readonly string[]) => {
      asked.profiles!.push([...uuids]);
      return uuids.flatMap((uuid) => profiles[uuid as keyof typeof profiles] ?? []);
    }),
    getBlockRelations: jest.fn(async (uuid: string) => {
      asked.relations!.push(uuid);
      return { blocked: [BOB], blockedBy: [CAROL] };
    }),
    getSpectatedAmong: jest.fn(async (viewer: string, uuids: readonly string[]) => {
      asked.spectated!.push([viewer, [...uuids]]);
      return [ERIN];
    }),
    getMatchScores: jest.fn(async (viewer: string, uuids: readonly string[]) => {
      asked.scores!.push([viewer, [...uuids]]);
      return new Map([[ERIN, 87]]);
    }),
    ...overrides,
  };
  return { value, asked };
}

const names = (people: Awaited<ReturnType<typeof listPeople>>) => people.map((p) => p.profile.userName);

describe('people pipeline', () => {
  it('keeps the order of the ids and drops the viewer, duplicates, missing and deactivated accounts', async () => {
    const unknown = '66666666-6666-4666-8666-666666666666';
    const { value } = source({ getBlockRelations: async () => ({ blocked: [], blockedBy: [] }) });

    const people = await listPeople([ERIN, ALICE, unknown, DAVE, BOB, ERIN], { viewer: ALICE }, value);

    expect(names(people)).toEqual(['erin_aims', 'bob_builds']);
  });

  it('hides people blocked either way, unless the list keeps the ones the viewer blocked', async () => {
    const { value } = source();
    const ids = [BOB, CAROL, ERIN];

    expect(names(await listPeople(ids, { viewer: ALICE }, value))).toEqual(['erin_aims']);
    expect(names(await listPeople(ids, { viewer: ALICE, blocked: 'keep' }, value))).toEqual([
      'bob_builds',
      'carol_carries',
      'erin_aims',
    ]);
  });

  it("adds the viewer's score (the default where a pair has none) and spectate flag, asked for the visible people only", async () => {
    const { value, asked } = source({ getBlockRelations: async () => ({ blocked: [BOB], blockedBy: [] }) });

    const people = await listPeople(
      [BOB, CAROL, ERIN],
      { viewer: ALICE, score: true, spectating: true },
      value,
    );

    expect(people.map((p) => [p.profile.userName, p.score, p.spectating])).toEqual([
      ['carol_carries', DEFAULT_MATCH_SCORE, false],
      ['erin_aims', 87, true],
    ]);
    expect(asked.scores).toEqual([[ALICE, [CAROL, ERIN]]]);
    expect(asked.spectated).toEqual([[ALICE, [CAROL, ERIN]]]);
  });

  it('reads nothing beyond the profiles and the relations when the list shows no flags, and nothing for an empty list', async () => {
    const { value, asked } = source();

    await listPeople([ERIN], { viewer: ALICE }, value);
    await listPeople([ALICE], { viewer: ALICE }, value);

    expect(asked.profiles).toEqual([[ERIN]]);
    expect(asked.relations).toEqual([ALICE]);
    expect(asked.scores).toEqual([]);
    expect(asked.spectated).toEqual([]);
  });

  it('refuses a list that asks for a flag without passing its access pattern', async () => {
    const { value } = source({ getSpectatedAmong: undefined });
    await expect(listPeople([ERIN], { viewer: ALICE, spectating: true }, value)).rejects.toThrow(
      "'spectating' needs the getSpectatedAmong access pattern",
    );
  });
});

describe('the rule (audienceOf)', () => {
  const audience = audienceOf(ALICE, { blocked: [BOB], blockedBy: [CAROL] });

  it('lists nobody blocked either way, never the viewer, never a closed account', () => {
    expect(audience.lists(BOB)).toBe(false);
    expect(audience.lists(CAROL)).toBe(false);
    expect(audience.lists(ALICE)).toBe(false);
    expect(audience.lists(ERIN, false)).toBe(false);
    expect(audience.lists(ERIN)).toBe(true);
  });

  it("hides content by people blocked either way or closed, but never the viewer's own", () => {
    expect(audience.hides(BOB)).toBe(true);
    expect(audience.hides(CAROL)).toBe(true);
    expect(audience.hides(ALICE)).toBe(false);
    expect(audience.hides(ERIN)).toBe(false);
    expect(audience.hides(ERIN, false)).toBe(true);
  });
});

describe('the viewer (viewerOf, cardPeople)', () => {
  const games = [aGame({ gameId: 1, genre: 'Shooter' }), aGame({ gameId: 3, genre: 'Farming' })];
  const catalogue = new Map(games.map((game) => [game.gameId, game]));
  const mine = aCard({ uuid: ALICE, userName: 'alice_plays' }, [{ gameId: 1, platform: 2, skillLevel: 3 }]);
  const erin = aCard({ uuid: ERIN, userName: 'erin_aims' }, [{ gameId: 1, platform: 2, skillLevel: 3 }]);
  const bob = aCard({ uuid: BOB, userName: 'bob_builds' }, [{ gameId: 3 }]);
  const dave = aCard({ uuid: DAVE, userName: 'dave_dives' }, [{ gameId: 3 }]);
  const relations = { blocked: [BOB], blockedBy: [] };

  it("scores by the one scorer on the two cards, the default without the viewer's card", () => {
    const viewer = viewerOf(ALICE, { relations, card: mine, spectated: new Set([ERIN]) }, games);
    expect(viewer.scoreOf(erin)).toBe(
      scorePair(playerOfCard(mine, catalogue), playerOfCard(erin, catalogue)).combinedScore,
    );
    expect(viewer.scoreOf(erin)).not.toBe(DEFAULT_MATCH_SCORE);
    expect(viewer.scoreOf(undefined)).toBe(DEFAULT_MATCH_SCORE);
    const newcomer = viewerOf(ALICE, { relations, card: undefined, spectated: new Set() }, games);
    expect(newcomer.scoreOf(erin)).toBe(DEFAULT_MATCH_SCORE);
  });

  it('keeps the order, each person once, without the viewer, the hidden or entries without a card', () => {
    const viewer = viewerOf(ALICE, { relations, card: mine, spectated: new Set([ERIN]) }, games);
    const people = cardPeople([erin, mine, bob, undefined, dave, erin], viewer);
    expect(people.map((p) => [p.card.userName, p.spectated])).toEqual([
      ['erin_aims', true],
      ['dave_dives', false],
    ]);
  });
});

describe('full pages (fullPage)', () => {
  /** A list of `n` entries, every `hiddenEvery`th dropped by the rules; records each read's size. */
  function list(entries: number[], dropped: (entry: number) => boolean) {
    const reads: number[] = [];
    return {
      reads,
      read: async (n: number) => {
        reads.push(n);
        return entries.slice(0, n);
      },
      visible: (read: readonly number[]) => read.filter((entry) => !dropped(entry)),
    };
  }
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('reads offset + limit + the expected drops at once, and the page is full', async () => {
    const { read, visible, reads } = list(range(50), (e) => e === 1 || e === 4);
    const page = await fullPage({ offset: 0, limit: 10 }, 2, read, visible);
    expect(page.people).toEqual([0, 2, 3, 5, 6, 7, 8, 9, 10, 11]);
    expect(reads).toEqual([12]);
  });

  it('counts the offset in visible people: consecutive pages never skip or repeat anyone', async () => {
    const dropped = (e: number) => e % 3 === 0;
    const { read, visible } = list(range(40), dropped);
    const seen: number[] = [];
    for (let offset = 0; offset < 40; offset += 4)
      seen.push(...(await fullPage({ offset, limit: 4 }, 1, read, visible)).people);
    expect(seen).toEqual(range(40).filter((e) => !dropped(e)));
  });

  it('reads on when more were dropped than expected, within offset + limit + REFILL_MAX', async () => {
    const many = list(range(500), (e) => e < 30);
    const page = await fullPage({ offset: 0, limit: 5 }, 0, many.read, many.visible);
    expect(page.people).toEqual([30, 31, 32, 33, 34]);
    expect(many.reads).toEqual([5, 10, 15, 20, 25, 30, 35]);

    const bounded = list(range(500), (e) => e < 300);
    const short = await fullPage({ offset: 0, limit: 5 }, 0, bounded.read, bounded.visible);
    expect(short.people).toEqual([]);
    expect(Math.max(...bounded.reads)).toBe(5 + REFILL_MAX);
  });

  it('says when the list ended', async () => {
    const { read, visible } = list(range(6), () => false);
    expect(await fullPage({ offset: 0, limit: 5 }, 1, read, visible)).toEqual({
      people: [0, 1, 2, 3, 4],
      ended: false,
      read: 6,
    });
    expect((await fullPage({ offset: 5, limit: 5 }, 1, read, visible)).ended).toBe(true);
  });
});

describe('views', () => {
  const media = { url: (key: string) => `https://m.test/${key}` };

  it('writes a picture once: the key, else the default picture; a stored link, else the default', () => {
    expect(pictureUrl(media, 'media/a.png')).toBe('https://m.test/media/a.png');
    expect(pictureUrl(media, null)).toBe('https://m.test/media/defaults/profile.svg');
    expect(pictureLink(media, 'https://x/y.png')).toBe('https://x/y.png');
    expect(pictureLink(media, '')).toBe('https://m.test/media/defaults/profile.svg');
  });

  it('presents the Match item of a person and of a card alike', () => {
    const card = aCard({ uuid: ERIN, userName: 'erin_aims', profilePicKey: 'media/e.png' });
    const viaCard = cardMatchItem({ card, score: 61, spectated: true }, media);
    expect(viaCard).toEqual({
      userName: 'erin_aims',
      image: 'https://m.test/media/e.png',
      SpecUser: 1,
      newMatchFlag: 0,
      combinedScore: 61,
    });
    expect(
      matchItem({ userName: 'erin_aims', pic: 'media/e.png', score: 61, spectated: true }, media),
    ).toEqual(viaCard);
    expect(
      matchItem({ userName: 'x', pic: null, score: 5, spectated: false, isNew: true }, media).newMatchFlag,
    ).toBe(1);
  });
});
