/**
 * The dashboard's and community page's games (srv-lists): pjusergames (selected games, add from the
 * game modal, platform from the game chat), pjusercentral (popular games) and pjgamerecommend
 * (recommended games). Each reads the caller's games (one Query) and the cached catalogue.
 */
import { MEDIA_BASE, TABLE } from '../env';
import * as v from 'valibot';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import * as contract from '../../../lib/contract/routes/pjusergames';
import { answers } from '../../../lib/contract';
import { MAX_GAMES_PER_USER } from '../../../lib/contract/constants';
import { clearCatalogueCache } from '../../../lambdas/data/games';
import { GameEntity, MatchListEntity, UserGameEntity } from '../../../lambdas/data/entities';
import { handler as userGames } from '../../../lambdas/services/pjusergames';
import { handler as central } from '../../../lambdas/services/pjusercentral';
import { handler as recommend } from '../../../lambdas/services/pjgamerecommend';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, aGame, aProfile, aUserGame, apiEvent } from '../factories';
import { ALICE_CLAIMS, answer, conditionFailed, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => clearCatalogueCache());
afterEach(() => ddb.reset());
useFixedDate(NOW);

const GAMES = [
  aGame({
    gameId: 1,
    description: 'Fortnite',
    genre: 'Shooter',
    gameCount: 40,
    messageCount: 7,
    imageKey: 'media/games/1.png',
    thumbKey: 'media/games/1t.png',
  }),
  aGame({
    gameId: 2,
    description: 'Valorant',
    genre: 'Shooter',
    gameCount: 10,
    messageCount: 0,
    imageKey: null,
    thumbKey: null,
  }),
  aGame({ gameId: 3, description: 'Stardew Valley', genre: 'Farming', gameCount: 25, messageCount: 3 }),
  aGame({ gameId: 4, description: 'Apex Legends', genre: 'Shooter', gameCount: 40, messageCount: 1 }),
  aGame({ gameId: 5, description: 'Chess', genre: 'Board', gameCount: 0 }),
  aGame({ gameId: 6, description: 'Halo', genre: 'Shooter', gameCount: 2 }),
];

/**
 * The caller's games and, when given, their list of all matches with its per-game counts (the
 * engine keeps them there; a game may have a count after the caller left it).
 */
function given(mine: { gameId: number }[], gameCounts?: Record<string, number>) {
  givenCaller(ddb, aProfile());
  ddb.on(GetCommand, { Key: { pk: `USER#${ALICE}`, sk: 'MATCHLIST#ALL' } }).resolves(
    gameCounts
      ? {
          Item: MatchListEntity.item({
            uuid: ALICE,
            scope: 'ALL',
            entries: [],
            builtAt: 1,
            rev: 1,
            gameCounts,
          }),
        }
      : {},
  );
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'GAMES' } })
    .resolves({ Items: GAMES.map((game) => GameEntity.item(game)) });
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#' } })
    .resolves({ Items: mine.map((entry) => UserGameEntity.item(aUserGame(entry))) });
}
const get = (fn: typeof userGames, path: string, query: Record<string, string> = { uuid: ALICE }) =>
  fn(apiEvent({ method: 'GET', path, query, sub: ALICE, claims: ALICE_CLAIMS }));
const post = (path: string, body: unknown) =>
  userGames(apiEvent({ method: 'POST', path, body, sub: ALICE, claims: ALICE_CLAIMS }));

describe('GET pjusergames/pjuserselectedgames (listSelectedGames)', () => {
  it("answers the caller's catalogue games by name with match, community and chat counts", async () => {
    given([{ gameId: 2 }, { gameId: 1 }, { gameId: 99 }], { '2': 3, '99': 8 });

    const response = await get(userGames, 'pjusergames/pjuserselectedgames');

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({
      games: [
        {
          gameId: 1,
          gameDescription: 'Fortnite',
          image: `${MEDIA_BASE}/games/1.png`,
          imageThumbnail: `${MEDIA_BASE}/games/1t.png`,
          matchGameCount: 0,
          commGameCount: 40,
          gameCount: 7,
        },
        {
          gameId: 2,
          gameDescription: 'Valorant',
          image: `${MEDIA_BASE}/defaults/game.svg`,
          imageThumbnail: `${MEDIA_BASE}/defaults/game.svg`,
          matchGameCount: 3,
          commGameCount: 10,
          gameCount: 0,
        },
      ],
    });
    expect(v.parse(contract.listSelectedGames.response, answer(response))).toEqual(answer(response));
    expect(
      ddb
        .commandCalls(QueryCommand)
        .map((c) => c.args[0].input)
        .find((input) => input.ExpressionAttributeValues?.[':sk'] === 'GAME#'),
    ).toEqual({
      TableName: TABLE,
      ConsistentRead: undefined,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#' },
      ExclusiveStartKey: undefined,
    });
  });

  it('answers no games for a caller without games', async () => {
    given([]);
    expect(answer(await get(userGames, 'pjusergames/pjuserselectedgames'))).toEqual({ games: [] });
  });

  it('counts no matches before the caller’s lists are built', async () => {
    given([{ gameId: 3 }]);
    const { games } = answer(await get(userGames, 'pjusergames/pjuserselectedgames')) as {
      games: { gameId: number; matchGameCount: number }[];
    };
    expect(games.map(({ gameId, matchGameCount }) => ({ gameId, matchGameCount }))).toEqual([
      { gameId: 3, matchGameCount: 0 },
    ]);
  });

  it("refuses another user's uuid (403)", async () => {
    given([]);
    expect((await get(userGames, 'pjusergames/pjuserselectedgames', { uuid: BOB })).statusCode).toBe(403);
  });
});

describe('GET pjusercentral/pjusercentral/getpopulargames (listPopularGames)', () => {
  it('answers games with players, most first (then by name), flagging the caller’s own', async () => {
    // a count for a game the caller left (1) is not theirs to show
    given([{ gameId: 4 }], { '4': 6, '1': 2 });

    const response = await get(central, 'pjusercentral/pjusercentral/getpopulargames');

    const games = (
      answer(response) as {
        games: { GameId: number; selectedGame: number; matchGameCount: number; GameCount: number }[];
      }
    ).games;
    expect(
      games.map((game) => [game.GameId, game.GameCount, game.selectedGame, game.matchGameCount]),
    ).toEqual([
      [4, 40, 1, 6],
      [1, 40, 0, 0],
      [3, 25, 0, 0],
      [2, 10, 0, 0],
      [6, 2, 0, 0],
    ]);
    expect(games[1]).toEqual({
      GameCount: 40,
      matchGameCount: 0,
      GameId: 1,
      Description: 'Fortnite',
      GameImageSrc: `${MEDIA_BASE}/games/1.png`,
      GameImageThumbSrc: `${MEDIA_BASE}/games/1t.png`,
      selectedGame: 0,
    });
    expect(v.parse(v.object({ games: v.array(answers.popularGame()) }), answer(response))).toEqual(
      answer(response),
    );
  });
});

describe('GET pjgamerecommend/pjgamerecommend (listRecommendedGames)', () => {
  it("answers the games of the caller's genres they do not play, most players first", async () => {
    given([{ gameId: 1 }]);
    const response = await get(recommend, 'pjgamerecommend/pjgamerecommend', { userId: ALICE });
    expect((answer(response) as { Id: number }[]).map((game) => game.Id)).toEqual([4, 2, 6]);
    expect(v.parse(v.array(answers.game()), answer(response))).toEqual(answer(response));
  });

  it('answers [] for a caller without games, and refuses another userId (403)', async () => {
    given([]);
    expect(answer(await get(recommend, 'pjgamerecommend/pjgamerecommend', { userId: ALICE }))).toEqual([]);
    expect((await get(recommend, 'pjgamerecommend/pjgamerecommend', { userId: BOB })).statusCode).toBe(403);
  });
});

describe('POST pjusergames/pjuserselectedgames/add (addGameFromModal)', () => {
  it('adds the game with the defaults of a new entry, only if absent', async () => {
    given([{ gameId: 1 }]);
    ddb.on(TransactWriteCommand).resolves({});

    const response = await post('pjusergames/pjuserselectedgames/add', { uuid: ALICE, gameId: 3 });

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input)).toEqual([
      {
        TransactItems: [
          {
            Put: {
              TableName: TABLE,
              Item: UserGameEntity.item({
                uuid: ALICE,
                gameId: 3,
                platform: 1,
                skillLevel: 4,
                frequency: 1,
                rating: 1,
                addedAt: NOW.toISOString(),
                userName: 'alice_plays',
                active: true,
                chatSeenCount: null,
              }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      },
    ]);
  });

  it('a game the caller already has changes nothing (affectedRows 0)', async () => {
    given([{ gameId: 3 }]);
    const response = await post('pjusergames/pjuserselectedgames/add', { uuid: ALICE, gameId: 3 });
    expect(answer(response)).toEqual({ affectedRows: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('an unknown game is 400 naming it; past MAX_GAMES_PER_USER is 400; nothing written', async () => {
    given([]);
    const unknown = await post('pjusergames/pjuserselectedgames/add', { uuid: ALICE, gameId: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(answer(unknown))).toContain('unknown game: 999');

    ddb.reset();
    clearCatalogueCache();
    given(Array.from({ length: MAX_GAMES_PER_USER }, (_, index) => ({ gameId: 100 + index })));
    const full = await post('pjusergames/pjuserselectedgames/add', { uuid: ALICE, gameId: 3 });
    expect(full.statusCode).toBe(400);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('retries once when a concurrent add got there first', async () => {
    given([]);
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(
        new TransactionCanceledException({
          message: 'cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
        }),
      )
      .resolves({});
    const response = await post('pjusergames/pjuserselectedgames/add', { uuid: ALICE, gameId: 3 });
    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it("refuses another user's uuid (403) and a bad game id (400)", async () => {
    given([]);
    expect((await post('pjusergames/pjuserselectedgames/add', { uuid: BOB, gameId: 3 })).statusCode).toBe(
      403,
    );
    expect((await post('pjusergames/pjuserselectedgames/add', { uuid: ALICE, gameId: 0 })).statusCode).toBe(
      400,
    );
  });
});

describe('POST pjusergames/pjuserselectedgames/platform (setGamePlatformFromModal)', () => {
  it("saves the platform of one of the caller's games", async () => {
    givenCaller(ddb, aProfile());
    ddb.on(UpdateCommand).resolves({});
    const response = await post('pjusergames/pjuserselectedgames/platform', {
      uuid: ALICE,
      gameId: 3,
      platform: 4,
    });
    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Key: { pk: `USER#${ALICE}`, sk: 'GAME#000003' },
        UpdateExpression: 'SET #platform = :platform',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#platform': 'platform' },
        ExpressionAttributeValues: { ':platform': 4 },
      },
    ]);
  });

  it('answers affectedRows 0 for a game the caller does not have; refuses a bad platform (400)', async () => {
    givenCaller(ddb, aProfile());
    ddb.on(UpdateCommand).rejects(conditionFailed());
    expect(
      answer(await post('pjusergames/pjuserselectedgames/platform', { uuid: ALICE, gameId: 3, platform: 4 })),
    ).toEqual({ affectedRows: 0 });
    expect(
      (await post('pjusergames/pjuserselectedgames/platform', { uuid: ALICE, gameId: 3, platform: 9 }))
        .statusCode,
    ).toBe(400);
  });
});
