/**
 * The community lists, their counts, a game's community and the trending flags of pjusermatches
 * (srv-lists): one Query of the list per page, names and pictures from the entries' cards, scores
 * computed on the spot against the caller's card, SpecUser from the caller's spectating set, and
 * nobody the caller must not see.
 */
import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import { clearCatalogueCache } from '../../../lambdas/data/games';
import {
  BlockEntity,
  GameEntity,
  ListEntryEntity,
  MatchListEntity,
  PlayerCardEntity,
  PresenceEntity,
  UserGameEntity,
} from '../../../lambdas/data/entities';
import { playerOfCard } from '../../../lambdas/domain/people';
import { scorePair } from '../../../lambdas/domain/matching';
import { handler } from '../../../lambdas/services/pjusermatches';
import { useFixedDate } from '../clock';
import { ALICE, BOB, CAROL, NOW, aCard, aGame, aProfile, aUserGame, apiEvent, asIndexed } from '../factories';
import { ALICE_CLAIMS, answer, givenCaller } from './helpers';
import type { PlayerCard } from '../../../lambdas/model/matching';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => clearCatalogueCache());
afterEach(() => ddb.reset());
useFixedDate(NOW);

const DAVE = '44444444-4444-4444-8444-444444444444';
const EVE = '55555555-5555-4555-8555-555555555555';
const FRANK = '66666666-6666-4666-8666-666666666666';

const GAMES = [
  aGame({ gameId: 1, description: 'Fortnite', genre: 'Shooter', gameCount: 40 }),
  aGame({ gameId: 2, description: 'Valorant', genre: 'Shooter', gameCount: 10 }),
  aGame({ gameId: 3, description: 'Stardew Valley', genre: 'Farming', gameCount: 4 }),
];
const catalogue = new Map(GAMES.map((game) => [game.gameId, game]));

const aliceCard = aCard({ uuid: ALICE, userName: 'alice_plays' }, [
  { gameId: 1, platform: 2, skillLevel: 3, frequency: 2, rating: 2 },
  { gameId: 2, platform: 2, skillLevel: 3, frequency: 2, rating: 2 },
]);
// Bob shares both games with the same details; Carol shares one; Dave plays only a farming game
const cards = {
  bob: aCard({ uuid: BOB, userName: 'bob_builds', profilePicKey: null }, [
    { gameId: 1, platform: 2, skillLevel: 3, frequency: 2, rating: 2 },
    { gameId: 2, platform: 2, skillLevel: 3, frequency: 2, rating: 2 },
  ]),
  carol: aCard({ uuid: CAROL, userName: 'carol', profilePicKey: 'media/userprofileimages/carol.png' }, [
    { gameId: 1, platform: 4, skillLevel: 1, frequency: 5, rating: 4 },
  ]),
  dave: aCard({ uuid: DAVE, userName: 'dave', gameStyle: 1, streamer: 0, microphone: 0, pcConsole: 0 }, [
    { gameId: 3 },
  ]),
  eve: aCard({ uuid: EVE, userName: 'eve' }, [{ gameId: 1 }]),
  frank: aCard({ uuid: FRANK, userName: 'frank' }, [{ gameId: 1 }]),
};
const scoreOf = (card: PlayerCard) =>
  scorePair(playerOfCard(aliceCard, catalogue), playerOfCard(card, catalogue)).combinedScore;

/** Alice's side: her card, she blocked Frank, Eve blocked her, she spectates Carol. */
function givenViewer(card: PlayerCard | null = aliceCard) {
  givenCaller(ddb, aProfile());
  // her card and her own blocks sort together in her partition: one range Query reads both
  ddb
    .on(QueryCommand, {
      ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':from': 'BLOCKED#', ':to': 'CARD' },
    })
    .resolves({
      Items: [
        BlockEntity.item({ blockerUuid: ALICE, blockedUuid: FRANK, createdAt: NOW.toISOString() }),
        ...(card ? [PlayerCardEntity.item(card)] : []),
      ],
    });
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `BLOCKEDBY#${ALICE}` } })
    .resolves({ Items: [{ blockerUuid: EVE, blockedUuid: ALICE, createdAt: NOW.toISOString() }] });
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'SPECTATING#' } })
    .resolves({ Items: [{ pk: `USER#${ALICE}`, sk: `SPECTATING#${CAROL}` }] });
  // her own blocks alone (the counts read the block relations without the card)
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' } })
    .resolves({
      Items: [BlockEntity.item({ blockerUuid: ALICE, blockedUuid: FRANK, createdAt: NOW.toISOString() })],
    });
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'GAMES' } })
    .resolves({ Items: GAMES.map((game) => GameEntity.item(game)) });
}

/** A list's entries, highest rank first, as the index returns them. */
function givenList(list: string, entries: (PlayerCard | { uuid: string; card?: undefined })[]) {
  ddb.on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `LIST#${list}` } }).resolves({
    Items: entries.map((entry, index) =>
      ListEntryEntity.item({
        uuid: entry.uuid,
        list: list as 'POPULAR',
        rank: String(100 - index).padStart(10, '0'),
        ...('userName' in entry ? { card: entry } : {}),
      }),
    ),
  });
}

const call = (tail: string, query: Record<string, string> = {}) =>
  handler(
    apiEvent({
      method: 'GET',
      path: `pjusermatches/percentmatch/${tail}`,
      query: { uuid: ALICE, ...query },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );
const item = (card: PlayerCard, SpecUser: 0 | 1) => ({
  userName: card.userName,
  image: card.pic ? `${MEDIA_BASE}/${card.pic.slice('media/'.length)}` : `${MEDIA_BASE}/defaults/profile.svg`,
  SpecUser,
  newMatchFlag: 0,
  combinedScore: scoreOf(card),
});
/** The userNames of a list page's answer, in order. */
const namesOn = (response: Parameters<typeof answer>[0]) =>
  (answer(response) as { matches: { userName: string }[] }).matches.map((match) => match.userName);
/** The Queries sent whose expression values hold `value` under `name`. */
const queriesWith = (name: string, value: unknown) =>
  ddb
    .commandCalls(QueryCommand)
    .map((c) => c.args[0].input)
    .filter((input) => input.ExpressionAttributeValues?.[name] === value);
const listQueries = (list: string) => queriesWith(':pk', `LIST#${list}`);

describe('GET pjusermatches/percentmatch/popular (listPopularUsers)', () => {
  it('presents the list from its cards in rank order, scored against the caller, without the caller, the blocked either way or entries without a card', async () => {
    givenViewer();
    givenList('POPULAR', [
      cards.carol,
      aliceCard,
      cards.frank,
      cards.bob,
      { uuid: DAVE },
      cards.eve,
      cards.dave,
    ]);

    const response = await call('popular');

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({
      matches: [item(cards.carol, 1), item(cards.bob, 0), item(cards.dave, 0)],
    });
    expect(v.parse(answers.matches(), answer(response))).toEqual(answer(response));
    // the scores are the scorer's: Bob (same games and details) above Carol (one game) above Dave (none)
    const [carol, bob, dave] = (answer(response) as { matches: { combinedScore: number }[] }).matches;
    expect(bob!.combinedScore).toBeGreaterThan(carol!.combinedScore);
    expect(carol!.combinedScore).toBeGreaterThan(dave!.combinedScore);
    expect(listQueries('POPULAR')).toEqual([
      {
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: 'attribute_not_exists(#ttl) OR #ttl > :now',
        ExpressionAttributeNames: { '#pk': 'gsi1pk', '#ttl': 'expiresAt' },
        ExpressionAttributeValues: { ':pk': 'LIST#POPULAR', ':now': Math.floor(NOW.getTime() / 1000) },
        ScanIndexForward: false,
        // read ahead by what the rules can drop here: the caller and the two people hidden from her
        Limit: 25 + 3,
        ExclusiveStartKey: undefined,
      },
    ]);
    // the caller's card and blocks in one range Query of her partition
    expect(queriesWith(':from', 'BLOCKED#')[0]).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':from': 'BLOCKED#', ':to': 'CARD' },
      ExclusiveStartKey: undefined,
    });
    // no read per person: no BatchGetItem, and no GetItem but the session check's
    expect(
      ddb
        .calls()
        .map((c) => c.args[0].constructor.name)
        .filter((name) => name === 'BatchGetCommand'),
    ).toEqual([]);
    expect(ddb.commandCalls(GetCommand).map((c) => c.args[0].input.Key)).toEqual([
      { pk: `USER#${ALICE}`, sk: 'PROFILE' },
    ]);
  });

  it('pages by offset and limit over the people the caller sees: full pages, nobody skipped or repeated', async () => {
    givenViewer();
    givenList('POPULAR', [cards.carol, cards.frank, aliceCard, cards.bob, cards.eve, cards.dave]);

    const pages = [];
    for (const offset of [0, 1, 2, 3]) {
      const response = await call('popular', { offset: String(offset), limit: '1' });
      pages.push(...(answer(response) as { matches: { userName: string }[] }).matches.map((m) => m.userName));
    }
    expect(pages).toEqual(['carol', 'bob_builds', 'dave']);
    const two = await call('popular', { offset: '0', limit: '2' });
    expect(answer(two)).toEqual({ matches: [item(cards.carol, 1), item(cards.bob, 0)] });
    // offset + limit + the caller and her two hidden people
    expect(listQueries('POPULAR').at(-1)).toEqual(expect.objectContaining({ Limit: 2 + 3 }));
  });

  it('scores everyone 25 when the caller has no card yet', async () => {
    givenViewer(null);
    givenList('POPULAR', [cards.bob]);
    const response = await call('popular');
    expect(answer(response)).toEqual({ matches: [{ ...item(cards.bob, 0), combinedScore: 25 }] });
  });

  it.each([
    [{ limit: '0' }],
    [{ limit: '101' }],
    [{ offset: '-1' }],
    [{ offset: '501' }],
    [{ limit: 'ten' }],
  ])('refuses bad paging %p with 400 before reading', async (query) => {
    givenCaller(ddb, aProfile());
    const response = await call('popular', query);
    expect(response.statusCode).toBe(400);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it("refuses another user's uuid (403)", async () => {
    givenCaller(ddb, aProfile());
    const response = await call('popular', { uuid: BOB });
    expect(response.statusCode).toBe(403);
  });
});

describe('the other community lists', () => {
  it('communitynew reads NEW within its 30 days (a key condition on the rank)', async () => {
    givenViewer();
    givenList('NEW', [cards.dave]);
    const response = await call('communitynew');
    expect(answer(response)).toEqual({ matches: [item(cards.dave, 0)] });
    expect(listQueries('NEW')[0]).toEqual(
      expect.objectContaining({
        KeyConditionExpression: '#pk = :pk AND #sk > :above',
        ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk', '#ttl': 'expiresAt' },
        ExpressionAttributeValues: {
          ':pk': 'LIST#NEW',
          ':above': '2025-05-02T12:00:00.000Z',
          ':now': Math.floor(NOW.getTime() / 1000),
        },
      }),
    );
  });

  it.each([
    ['trending', 'TRENDING'],
    ['communitynewtrending', 'NEWTRENDING'],
  ])('%s reads the %s list', async (tail, list) => {
    givenViewer();
    givenList(list, [cards.bob, cards.carol]);
    const response = await call(tail);
    expect(answer(response)).toEqual({ matches: [item(cards.bob, 0), item(cards.carol, 1)] });
    expect(listQueries(list)).toHaveLength(1);
  });

  it.each([
    ['communitypopularcount', 'POPULAR', 'communityPopularCount'],
    ['communitytrendingcount', 'TRENDING', 'communityTrendingCount'],
    ['communitynewcount', 'NEW', 'communityNewCount'],
    ['communitynewtrendingcount', 'NEWTRENDING', 'communityNewTrendingCount'],
  ])(
    '%s counts the %s counter less the caller and the people hidden from her on it',
    async (tail, list, field) => {
      givenViewer();
      ddb
        .on(GetCommand, { Key: { pk: `LISTCOUNT#${list}`, sk: 'COUNT' } })
        .resolves({ Item: { pk: `LISTCOUNT#${list}`, sk: 'COUNT', list, count: 37, entity: 'listCount' } });
      // the caller and Frank (she blocked him) are on the list; Eve (she blocked Alice) is not
      ddb.on(BatchGetCommand).resolves({
        Responses: { [TABLE]: [{ pk: `USER#${ALICE}` }, { pk: `USER#${FRANK}` }] },
      });
      const response = await call(tail);
      expect(answer(response)).toEqual({ [field]: 35 });
      expect(ddb.commandCalls(GetCommand).map((c) => c.args[0].input)).toContainEqual({
        TableName: TABLE,
        Key: { pk: `LISTCOUNT#${list}`, sk: 'COUNT' },
      });
      const keys = ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems![TABLE]!.Keys;
      expect(keys).toEqual(
        expect.arrayContaining([
          { pk: `USER#${ALICE}`, sk: `LIST#${list}` },
          { pk: `USER#${FRANK}`, sk: `LIST#${list}` },
          { pk: `USER#${EVE}`, sk: `LIST#${list}` },
        ]),
      );
      expect(keys).toHaveLength(3);
    },
  );

  it('a list without a counter yet counts 0', async () => {
    givenViewer();
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] } });
    ddb.on(GetCommand, { Key: { pk: 'LISTCOUNT#NEW', sk: 'COUNT' } }).resolves({});
    expect(answer(await call('communitynewcount'))).toEqual({ communityNewCount: 0 });
  });
});

describe('GET pjusermatches/percentmatch/gamecommunity and gamecommunitycount', () => {
  function givenPlayers(gameId: number, players: PlayerCard[]) {
    ddb
      .on(QueryCommand, { IndexName: 'gsi3', ExpressionAttributeValues: { ':pk': `PLAYERS#${gameId}` } })
      .resolves({
        Items: players.map((card, index) =>
          asIndexed(
            UserGameEntity.item({
              ...aUserGame({ uuid: card.uuid, userName: card.userName, gameId }),
              addedAt: new Date(NOW.getTime() - index * 1000).toISOString(),
              card,
            }),
            'gsi3',
          ),
        ),
      });
  }

  it("lists the game's players newest first from their cards, with the game and its player count", async () => {
    givenViewer();
    givenPlayers(1, [cards.eve, cards.bob, aliceCard, cards.carol, cards.frank]);
    ddb.on(BatchGetCommand).resolves({
      Responses: { [TABLE]: [{ gsi3pk: 'PLAYERS#1' }, { gsi3pk: 'PLAYERS#1' }, {}] },
    });

    const response = await call('gamecommunity', { gameId: '1', limit: '25', offset: '0' });

    const game = {
      GameId: 1,
      GameImageSrc: `${MEDIA_BASE}/games/1.svg`,
      GameImageThumbSrc: `${MEDIA_BASE}/games/1.svg`,
    };
    expect(answer(response)).toEqual({
      matches: [
        { ...item(cards.bob, 0), ...game },
        { ...item(cards.carol, 1), ...game },
      ],
      // gameCount less the caller and Eve (hidden), who play it; Frank's user game is off the index
      count: 38,
    });
    expect(v.parse(answers.gameMatches(), answer(response))).toEqual(answer(response));
    expect(queriesWith(':pk', 'PLAYERS#1')).toEqual([
      {
        TableName: TABLE,
        IndexName: 'gsi3',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi3pk' },
        ExpressionAttributeValues: { ':pk': 'PLAYERS#1' },
        ScanIndexForward: false,
        Limit: 25 + 3,
        ExclusiveStartKey: undefined,
      },
    ]);
    expect(answer(await call('gamecommunitycount', { gameId: '1' }))).toEqual({ matchCount: 38 });
  });

  it('an unknown game gives an empty page and 0, without reading its community', async () => {
    givenViewer();
    const response = await call('gamecommunity', { gameId: '999' });
    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ matches: [], count: 0 });
    expect(answer(await call('gamecommunitycount', { gameId: '999' }))).toEqual({ matchCount: 0 });
    expect(
      ddb
        .commandCalls(QueryCommand)
        .filter((c) => c.args[0].input.ExpressionAttributeValues?.[':pk'] === 'PLAYERS#999'),
    ).toHaveLength(0);
  });

  it.each([[{ gameId: '0' }], [{ gameId: 'abc' }], [{}]])(
    'refuses a bad game id %p with 400',
    async (query) => {
      givenCaller(ddb, aProfile());
      expect((await call('gamecommunity', query)).statusCode).toBe(400);
    },
  );
});

describe('GET pjusermatches/percentmatch/online and onlinematchcount (M8)', () => {
  const seen = (card: PlayerCard, seenAt: string) =>
    PresenceEntity.item({
      viewerUuid: ALICE,
      uuid: card.uuid,
      seenAt,
      card,
      expiresAt: Math.floor(Date.parse(seenAt) / 1000) + 900,
    });
  /** Alice's partition over the online window, newest first, as the key condition reads it. */
  function givenSightings(items: Record<string, unknown>[]) {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':to': 'SEEN#~' } })
      .callsFake((input: { Limit?: number }) => ({ Items: items.slice(0, input.Limit) }));
  }

  it('lists the people seen within 15 minutes, newest first, once each, scored, with Created; never the blocked either way', async () => {
    givenViewer();
    givenSightings([
      seen(cards.bob, '2025-06-01T11:59:00.000Z'),
      seen(cards.frank, '2025-06-01T11:58:30.000Z'),
      seen(cards.carol, '2025-06-01T11:58:00.000Z'),
      seen(cards.eve, '2025-06-01T11:55:00.000Z'),
      // Bob's previous sighting, whose removal has not landed yet
      seen(cards.bob, '2025-06-01T11:50:00.000Z'),
    ]);

    const response = await call('online', { offset: '0', limit: '25' });

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({
      matches: [
        { ...item(cards.bob, 0), Created: '2025-06-01T11:59:00.000Z' },
        { ...item(cards.carol, 1), Created: '2025-06-01T11:58:00.000Z' },
      ],
    });
    expect(v.parse(answers.onlineMatches(), answer(response))).toEqual(answer(response));
    // the window is the key condition: sightings older than 15 minutes are never read
    expect(queriesWith(':to', 'SEEN#~')[0]).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `USER#${ALICE}`,
        ':from': 'SEEN#2025-06-01T11:45:00.000Z#',
        ':to': 'SEEN#~',
      },
      ScanIndexForward: false,
      // a page reads the sightings it shows (offset + limit), newest first
      Limit: 25,
      ExclusiveStartKey: undefined,
    });

    ddb.resetHistory();
    const count = await call('onlinematchcount');
    expect(answer(count)).toEqual({ onlineMatchesCount: 2 });
    // the count reads the window up to its cap
    expect(queriesWith(':to', 'SEEN#~').map((query) => query.Limit)).toEqual([600]);
  });

  it('reads the window again up to the cap only when the first read lost some to the rules', async () => {
    givenViewer();
    givenSightings([
      seen(cards.bob, '2025-06-01T11:59:00.000Z'),
      // Frank is blocked: the first read of two sightings holds one person to show
      seen(cards.frank, '2025-06-01T11:58:30.000Z'),
      seen(cards.carol, '2025-06-01T11:58:00.000Z'),
      seen(cards.dave, '2025-06-01T11:57:00.000Z'),
    ]);

    const page = await call('online', { offset: '0', limit: '2' });

    expect(namesOn(page)).toEqual(['bob_builds', 'carol']);
    expect(queriesWith(':to', 'SEEN#~').map((query) => query.Limit)).toEqual([2, 600]);

    ddb.resetHistory();
    await call('online', { offset: '0', limit: '1' });
    expect(queriesWith(':to', 'SEEN#~').map((query) => query.Limit)).toEqual([1]);
  });

  it('pages by offset and limit, and an empty window gives an empty page and 0', async () => {
    givenViewer();
    givenSightings([
      seen(cards.bob, '2025-06-01T11:59:00.000Z'),
      seen(cards.carol, '2025-06-01T11:58:00.000Z'),
      seen(cards.dave, '2025-06-01T11:57:00.000Z'),
    ]);
    const page = await call('online', { offset: '1', limit: '1' });
    expect(namesOn(page)).toEqual(['carol']);

    ddb.reset();
    givenViewer();
    givenSightings([]);
    expect(answer(await call('online'))).toEqual({ matches: [] });
    expect(answer(await call('onlinematchcount'))).toEqual({ onlineMatchesCount: 0 });
  });

  it("refuses another user's uuid (403)", async () => {
    givenViewer();
    expect((await call('online', { uuid: BOB })).statusCode).toBe(403);
  });
});

describe('GET pjusermatches/percentmatch/trendingflags (listTrendingFlags)', () => {
  /** The caller's games and the catalogue with the per-day joins the stream copied onto each game. */
  function givenJoins(mine: number[], joins: Record<number, Record<string, number>>) {
    givenViewer();
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#' } }).resolves({
      Items: mine.map((gameId) => UserGameEntity.item(aUserGame({ gameId }))),
    });
    ddb.on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'GAMES' } }).resolves({
      Items: GAMES.map((game) =>
        GameEntity.item(joins[game.gameId] ? { ...game, recentJoins: joins[game.gameId] } : game),
      ),
    });
  }

  it("flags each of the caller's games whose new players of the week reach 5 % of its players", async () => {
    // the window ends today (2025-06-01) and starts 6 days before (2025-05-26)
    givenJoins([1, 2, 3, 77], {
      1: { '2025-05-26': 1, '2025-06-01': 1 },
      2: { '2025-05-31': 1 },
      3: { '2025-05-25': 3 },
    });

    const response = await call('trendingflags');

    // Fortnite: 2 of 40 = 5 % → trending; Valorant: 1 of 10 = 10 % → trending; Stardew: its 3 joined
    // the day before the window → not; game 77 left the catalogue → not listed
    expect(answer(response)).toEqual([
      { GameId: 1, Trending: 1 },
      { GameId: 2, Trending: 1 },
      { GameId: 3, Trending: 0 },
    ]);
    // the caller's games and the catalogue: no read a game
    expect(
      ddb
        .commandCalls(QueryCommand)
        .filter((c) => /^GAME#/.test(String(c.args[0].input.ExpressionAttributeValues?.[':pk']))),
    ).toHaveLength(0);
  });

  it('a game with 1 new player among 40 is not trending, nor one nobody joined', async () => {
    givenJoins([1, 2], { 1: { '2025-06-01': 1 } });
    expect(answer(await call('trendingflags'))).toEqual([
      { GameId: 1, Trending: 0 },
      { GameId: 2, Trending: 0 },
    ]);
  });
});

describe('GET pjusermatches/pjmatchescountbygame (countMatchesByGame, M7)', () => {
  const countByGame = () =>
    handler(
      apiEvent({
        method: 'GET',
        path: 'pjusermatches/pjmatchescountbygame',
        query: { uuid: ALICE },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );

  it('answers the per-game counts the list of all matches carries, by game, from one key read', async () => {
    givenCaller(ddb, aProfile());
    ddb.on(GetCommand, { Key: { pk: `USER#${ALICE}`, sk: 'MATCHLIST#ALL' } }).resolves({
      Item: MatchListEntity.item({
        uuid: ALICE,
        scope: 'ALL',
        entries: [],
        builtAt: 1,
        rev: 4,
        gameCounts: { '2': 3, '1': 25 },
      }),
    });

    const response = await countByGame();

    expect(answer(response)).toEqual([
      { GameId: 1, MatchCount: 25 },
      { GameId: 2, MatchCount: 3 },
    ]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('a caller whose lists are not built yet gets []', async () => {
    givenCaller(ddb, aProfile());
    ddb.on(GetCommand, { Key: { pk: `USER#${ALICE}`, sk: 'MATCHLIST#ALL' } }).resolves({});
    const response = await countByGame();
    expect(answer(response)).toEqual([]);
  });
});
