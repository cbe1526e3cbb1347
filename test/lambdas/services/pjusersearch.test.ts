/**
 * The pjusersearch service: the custom search page and its count over the chosen games' communities
 * (exact commands, the read budget, who never appears), the name search over the gram index and by
 * initial, and the 400s of bad filters.
 */
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjusersearch';
import {
  BlockEntity,
  GameEntity,
  NameGramEntity,
  PlayerCardEntity,
  UserGameEntity,
  UserNameEntity,
} from '../../../lambdas/data/entities';
import { playerOfCard } from '../../../lambdas/domain/people';
import { scorePair } from '../../../lambdas/domain/matching';
import { cardOf } from '../../../lambdas/domain/matching/card';
import type { PlayerCard } from '../../../lambdas/model/matching';
import { useFixedDate } from '../clock';
import { ALICE, BOB, CAROL, NOW, aGame, aProfile, aUserGame, apiEvent, asIndexed } from '../factories';
import { ALICE_CLAIMS, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW);

const DAVE = '44444444-4444-4444-8444-444444444444';
const ERIN = '55555555-5555-4555-8555-555555555555';

/** A community member of game `gameId` with their card, as the community index stores them. */
function member(
  uuid: string,
  userName: string,
  gameIds: number[],
  overrides: Parameters<typeof aProfile>[0] = {},
) {
  const profile = aProfile({ uuid, userName, profilePicKey: null, ...overrides });
  const games = gameIds.map((gameId) => aUserGame({ uuid, userName, gameId }));
  const card = cardOf(profile, games);
  return (gameId: number) =>
    asIndexed(UserGameEntity.item({ ...aUserGame({ uuid, userName, gameId }), card }), 'gsi3');
}

/**
 * The caller signed in; `blocked` are people Alice blocked, `blockedBy` people who blocked her, `card`
 * her player card (none: every score is the default), `spectating` whom she spectates.
 */
function givenAlice(
  options: { blocked?: string[]; blockedBy?: string[]; spectating?: string[]; card?: PlayerCard } = {},
) {
  ddb.on(GetCommand).resolves({});
  givenCaller(ddb);
  const blocks = (options.blocked ?? []).map((b) =>
    BlockEntity.item({ blockerUuid: ALICE, blockedUuid: b, createdAt: NOW.toISOString() }),
  );
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' } })
    .resolves({ Items: blocks });
  // her card and her own blocks in one range Query of her partition (the people layer's viewer)
  ddb
    .on(QueryCommand, {
      ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':from': 'BLOCKED#', ':to': 'CARD' },
    })
    .resolves({ Items: [...blocks, ...(options.card ? [PlayerCardEntity.item(options.card)] : [])] });
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'SPECTATING#' } })
    .resolves({
      Items: (options.spectating ?? []).map((target) => ({
        pk: `USER#${ALICE}`,
        sk: `SPECTATING#${target}`,
      })),
    });
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'GAMES' } })
    .resolves({ Items: GAMES.map((game) => GameEntity.item(game)) });
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `BLOCKEDBY#${ALICE}` } })
    .resolves({
      Items: (options.blockedBy ?? []).map((b) => ({
        blockerUuid: b,
        blockedUuid: ALICE,
        createdAt: NOW.toISOString(),
      })),
    });
}

const GAMES = [12, 40, 999].map((gameId) => aGame({ gameId, genre: gameId === 40 ? 'Farming' : 'Shooter' }));

function givenCommunity(
  gameId: number,
  items: Record<string, unknown>[],
  consumed = 2,
  next?: Record<string, string>,
) {
  ddb
    .on(QueryCommand, { IndexName: 'gsi3', ExpressionAttributeValues: { ':pk': `PLAYERS#${gameId}` } })
    .resolves({
      Items: items,
      ConsumedCapacity: { TableName: TABLE, CapacityUnits: consumed },
      ...(next ? { LastEvaluatedKey: next } : {}),
    });
}

const search = (body: Record<string, unknown>, path = 'pjusersearch/pjsearchcustom') =>
  handler(
    apiEvent({
      method: 'POST',
      path,
      body: { uuid: ALICE, games: [12], ...body },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );
const communityQueries = () =>
  ddb
    .commandCalls(QueryCommand)
    .map((call) => call.args[0].input)
    .filter((input) => String(input.ExpressionAttributeValues?.[':pk']).startsWith('PLAYERS#'));

const defaultPic = `${MEDIA_BASE}/defaults/profile.svg`;
const item = (userName: string, SpecUser = 0) => ({
  userName,
  image: defaultPic,
  SpecUser,
  newMatchFlag: 0,
  combinedScore: 25,
});

describe('POST pjusersearch/pjsearchcustom (searchUsers)', () => {
  it('reads the community newest first with its consumed units, and answers the members who pass, never self, blocked either way or cardless', async () => {
    givenAlice({ blocked: [CAROL], blockedBy: [DAVE], spectating: [ERIN] });
    const cardless = asIndexed(
      UserGameEntity.item(aUserGame({ uuid: '66666666-6666-4666-8666-666666666666', gameId: 12 })),
      'gsi3',
    );
    givenCommunity(12, [
      member(ALICE, 'alice_plays', [12])(12),
      member(BOB, 'bob_builds', [12], { microphone: 1 })(12),
      member(CAROL, 'carol_c', [12])(12),
      member(DAVE, 'dave_d', [12])(12),
      member(ERIN, 'erin_e', [12], { microphone: 1 })(12),
      cardless,
      member('77777777-7777-4777-8777-777777777777', 'quiet_one', [12], { microphone: 0 })(12),
    ]);

    const response = await search({ microphone: 1 });

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual([item('bob_builds'), item('erin_e', 1)]);
    expect(communityQueries()).toEqual([
      {
        TableName: TABLE,
        IndexName: 'gsi3',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi3pk' },
        ExpressionAttributeValues: { ':pk': 'PLAYERS#12' },
        ScanIndexForward: false,
        Limit: 100,
        ReturnConsumedCapacity: 'TOTAL',
      },
    ]);
    // the spectate flags come from her spectating set, read once: no key read per result
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it("scores each result against the caller's card by the one scorer, as the user card does", async () => {
    const profileOf = (uuid: string, userName: string, gameIds: number[]) =>
      cardOf(
        aProfile({ uuid, userName, profilePicKey: null }),
        gameIds.map((gameId) => aUserGame({ uuid, userName, gameId })),
      );
    const alice = profileOf(ALICE, 'alice_plays', [12, 40]);
    givenAlice({ card: alice });
    givenCommunity(12, [member(BOB, 'bob_builds', [12, 40])(12), member(CAROL, 'carol_c', [12])(12)]);

    const results = answer(await search({})) as { userName: string; combinedScore: number }[];

    const catalogue = new Map(GAMES.map((game) => [game.gameId, game]));
    const expected = (card: PlayerCard) =>
      scorePair(playerOfCard(alice, catalogue), playerOfCard(card, catalogue)).combinedScore;
    expect(results.map((r) => [r.userName, r.combinedScore])).toEqual([
      ['bob_builds', expected(profileOf(BOB, 'bob_builds', [12, 40]))],
      ['carol_c', expected(profileOf(CAROL, 'carol_c', [12]))],
    ]);
    // a real score, not the default: Bob shares both of Alice's games
    expect(results[0]!.combinedScore).toBeGreaterThan(results[1]!.combinedScore);
  });

  it('pages with offset and limit over the same walk, a player of two chosen games once', async () => {
    givenAlice();
    givenCommunity(12, [member(BOB, 'bob_builds', [12, 40])(12), member(CAROL, 'carol_c', [12])(12)]);
    givenCommunity(40, [member(BOB, 'bob_builds', [12, 40])(40), member(DAVE, 'dave_d', [40])(40)]);

    expect(answer(await search({ games: [40, 12] }))).toEqual([
      item('bob_builds'),
      item('carol_c'),
      item('dave_d'),
    ]);
    expect(answer(await search({ games: [40, 12], offset: 1, limit: 1 }))).toEqual([item('carol_c')]);
  });

  it('continues a community from where the page ended, and stops at the read budget', async () => {
    givenAlice();
    const cursor = { pk: 'USER#x', sk: 'GAME#000012', gsi3pk: 'PLAYERS#12', gsi1sk: '2025#x' };
    ddb.on(QueryCommand, { IndexName: 'gsi3', ExpressionAttributeValues: { ':pk': 'PLAYERS#12' } }).resolves({
      Items: [member(BOB, 'bob_builds', [12], { microphone: 0 })(12)],
      ConsumedCapacity: { TableName: TABLE, CapacityUnits: 8 },
      LastEvaluatedKey: cursor,
    });

    expect(answer(await search({ microphone: 1 }))).toEqual([]);
    const queries = communityQueries();
    // 8 + 8 + 8 = 24; a fourth page would pass the 30-unit budget
    expect(queries).toHaveLength(3);
    expect(queries[1]!.ExclusiveStartKey).toEqual(cursor);
  });

  it('answers an empty page for a game nobody plays (unknown or removed), not an error', async () => {
    givenAlice();
    givenCommunity(999_999, []);
    const response = await search({ games: [999_999] });
    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual([]);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it.each([
    ['no games', { games: [] }],
    ['games missing', { games: undefined }],
    ['a game id 0', { games: [0] }],
    ['more games than a profile holds', { games: Array.from({ length: 51 }, (_, i) => i + 1) }],
    ['age under 16', { ageStart: 15 }],
    ['age over 99', { ageEnd: 100 }],
    ['age from above to', { ageStart: 40, ageEnd: 30 }],
    ['a tri-state of 3', { microphone: 3 }],
    ['an unknown gender', { gender: 9 }],
    ['an unknown platform', { platform: 8 }],
    ['a game style of 3', { gameStyle: 3 }],
    ['time zone 0', { timezone: 0 }],
    ['language "x"', { language: 'x' }],
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['offset -1', { offset: -1 }],
    ['offset past the cap', { offset: 101 }],
  ])('refuses %s with a 400 and reads no community', async (_, body) => {
    givenAlice();
    const response = await search(body);
    expect(response.statusCode).toBe(400);
    expect(communityQueries()).toHaveLength(0);
  });

  it("refuses another user's uuid in the payload", async () => {
    givenAlice();
    const response = await search({ uuid: BOB });
    expect(response.statusCode).toBe(403);
    expect(communityQueries()).toHaveLength(0);
  });
});

describe('POST pjusersearch/pjsearchcustom/count (countSearchResults)', () => {
  it('counts exactly when the community was read to its end', async () => {
    givenAlice({ blocked: [CAROL] });
    givenCommunity(12, [
      member(ALICE, 'alice_plays', [12])(12),
      member(BOB, 'bob_builds', [12])(12),
      member(CAROL, 'carol_c', [12])(12),
      member(DAVE, 'dave_d', [12], { genderId: 2 })(12),
    ]);
    const response = await search({ gender: 1 }, 'pjusersearch/pjsearchcustom/count');
    expect(answer(response)).toEqual([{ totalCount: 1 }]);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('estimates from the window and the game size when the community is larger than the budget', async () => {
    givenAlice();
    const cursor = { pk: 'USER#x', sk: 'GAME#000012', gsi3pk: 'PLAYERS#12', gsi1sk: '2025#x' };
    givenCommunity(
      12,
      [member(BOB, 'bob_builds', [12])(12), member(DAVE, 'dave_d', [12], { genderId: 2 })(12)],
      8,
      cursor,
    );
    ddb.on(BatchGetCommand).resolves({
      Responses: { [TABLE]: [{ ...aGame({ gameId: 12, gameCount: 30_000 }), pk: 'GAME#12', sk: 'GAME' }] },
    });

    const response = await search({ gender: 1 }, 'pjusersearch/pjsearchcustom/count');

    // 3 pages read, each member 1 of 2 a match: half of 30,000
    expect(answer(response)).toEqual([{ totalCount: 15_000, estimated: true }]);
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual({
      RequestItems: { [TABLE]: { Keys: [{ pk: 'GAME#12', sk: 'GAME' }] } },
    });
  });
});

describe('GET pjusersearch/pjsearchcustom/username (searchUsersByName)', () => {
  const byName = (searchname: string) =>
    handler(
      apiEvent({
        method: 'GET',
        path: 'pjusersearch/pjsearchcustom/username',
        query: { uuid: ALICE, searchname },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );
  const gram = (g: string, uuid: string, userName: string, pic: string | null = null) =>
    NameGramEntity.item({ gram: g, userNameLower: userName.toLowerCase(), uuid, userName, pic });

  it('finds the text anywhere in the name from the gram partitions, verified whole, in name order', async () => {
    givenAlice({ blockedBy: [DAVE] });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'NAMEGRAM#neo' } }).resolves({
      Items: [
        gram('neo', ALICE, 'alice_neo'),
        gram('neo', DAVE, 'dave_neofox'),
        gram('neo', BOB, 'NeonFox', 'media/userprofileimages/bob.png'),
        gram('neo', CAROL, 'neo_fan'),
      ],
    });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'NAMEGRAM#onf' } }).resolves({
      Items: [
        gram('onf', DAVE, 'dave_neofox'),
        gram('onf', BOB, 'NeonFox', 'media/userprofileimages/bob.png'),
      ],
    });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'NAMEGRAM#fox' } }).resolves({
      Items: [
        gram('fox', DAVE, 'dave_neofox'),
        gram('fox', BOB, 'NeonFox', 'media/userprofileimages/bob.png'),
      ],
    });

    ddb.on(BatchGetCommand).resolves({
      Responses: {
        [TABLE]: [
          PlayerCardEntity.item({
            ...cardOf(aProfile({ uuid: BOB, userName: 'NeonFox', profilePicKey: null }), []),
            pic: 'media/userprofileimages/bob.png',
          }),
        ],
      },
    });
    const response = await byName('  NeonFox ');

    expect(answer(response)).toEqual([
      { ...item('NeonFox'), image: `${MEDIA_BASE}/userprofileimages/bob.png` },
    ]);
    const gramQueries = ddb
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => String(input.ExpressionAttributeValues?.[':pk']).startsWith('NAMEGRAM#'));
    expect(gramQueries).toEqual(
      ['neo', 'onf', 'fox'].map((g) => ({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `NAMEGRAM#${g}` },
        Limit: 150,
        ReturnConsumedCapacity: 'TOTAL',
      })),
    );
  });

  it('reads names by their first letter for a one-character search, with faces and scores from the cards', async () => {
    givenAlice({ blocked: [CAROL] });
    ddb.on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'NAMES#b' } }).resolves({
      Items: [
        UserNameEntity.item({
          userName: 'bob_builds',
          userNameLower: 'bob_builds',
          initial: 'b',
          uuid: BOB,
          active: true,
        }),
        UserNameEntity.item({
          userName: 'bcarol',
          userNameLower: 'bcarol',
          initial: 'b',
          uuid: CAROL,
          active: true,
        }),
        UserNameEntity.item({
          userName: 'bdave',
          userNameLower: 'bdave',
          initial: 'b',
          uuid: DAVE,
          active: true,
        }),
      ],
    });
    ddb
      .on(
        BatchGetCommand,
        {
          RequestItems: {
            [TABLE]: {
              Keys: [
                { pk: `USER#${BOB}`, sk: 'CARD' },
                { pk: `USER#${DAVE}`, sk: 'CARD' },
              ],
            },
          },
        },
        false,
      )
      .resolves({
        Responses: {
          [TABLE]: [
            PlayerCardEntity.item(
              cardOf(aProfile({ uuid: BOB, userName: 'bob_builds', profilePicKey: null }), []),
            ),
          ],
        },
      });

    const response = await byName('B');

    // Dave has no card (deactivated meanwhile): left out
    expect(answer(response)).toEqual([item('bob_builds')]);
    const names = ddb
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .find((input) => input.ExpressionAttributeValues?.[':pk'] === 'NAMES#b');
    expect(names).toEqual({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': 'NAMES#b' },
      Limit: 27,
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual({
      RequestItems: {
        [TABLE]: {
          Keys: [
            { pk: `USER#${BOB}`, sk: 'CARD' },
            { pk: `USER#${DAVE}`, sk: 'CARD' },
          ],
        },
      },
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['26 characters', 'a'.repeat(26)],
  ])('refuses a %s search with a 400', async (_, searchname) => {
    givenAlice();
    expect((await byName(searchname)).statusCode).toBe(400);
    expect(
      ddb
        .commandCalls(QueryCommand)
        .filter((c) => String(c.args[0].input.ExpressionAttributeValues?.[':pk']).startsWith('NAME')),
    ).toHaveLength(0);
  });
});
