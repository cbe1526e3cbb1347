import * as v from 'valibot';
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { answers } from '../../../lib/contract';
import { MAX_GAMES_PER_USER } from '../../../lib/contract/constants';
import { handler } from '../../../lambdas/services/pjgameattributes';
import { ALICE, BOB, aProfile, aUserGame, apiEvent } from '../factories';
import { ALICE_CLAIMS, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const read = (username: string, gameId: string) =>
  handler(
    apiEvent({
      method: 'GET',
      path: 'pjgameattributes/pjgetgameattributes',
      query: { username, gameId },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );
const save = (gameSelections: unknown[], uuid = ALICE) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjgameattributes/pjgameattributes',
      body: { uuid, gameSelections },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );
const selection = (gameId: number, overrides: Record<string, unknown> = {}) => ({
  gameId,
  frequency: 2,
  platform: 4,
  skillLevel: 3,
  rating: 2,
  ...overrides,
});
const detailsUpdate = (gameId: number) => ({
  Update: {
    TableName: TABLE,
    Key: { pk: `USER#${ALICE}`, sk: `GAME#${String(gameId).padStart(6, '0')}` },
    UpdateExpression:
      'SET #platform = :platform, #skillLevel = :skillLevel, #frequency = :frequency, #rating = :rating',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: {
      '#platform': 'platform',
      '#skillLevel': 'skillLevel',
      '#frequency': 'frequency',
      '#rating': 'rating',
    },
    ExpressionAttributeValues: { ':platform': 4, ':skillLevel': 3, ':frequency': 2, ':rating': 2 },
  },
});

describe('GET pjgameattributes/pjgetgameattributes (getGameAttributes)', () => {
  it("answers the named user's details for one game as queryResult; [] when they do not play it", async () => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb);
    ddb
      .on(GetCommand, { Key: { pk: `USER#${ALICE}`, sk: 'GAME#000007' } })
      .resolves({ Item: aUserGame({ gameId: 7, platform: 5, skillLevel: 1, frequency: 4, rating: 6 }) });

    const played = await read('alice_plays', '7');
    const notPlayed = await read('alice_plays', '8');

    expect(answer(played)).toEqual({
      queryResult: [{ Id: 7, Frequency: 4, Platform: 5, SkillLevel: 1, Rating: 6 }],
    });
    expect(v.parse(answers.gameAttributes(), answer(played))).toEqual(answer(played));
    expect(answer(notPlayed)).toEqual({ queryResult: [] });
  });

  it('answers 404 for a user who blocked the caller', async () => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb);
    ddb.on(GetCommand, { Key: { pk: 'USERNAME#bob_builds', sk: 'USERNAME' } }).resolves({
      Item: { userName: 'bob_builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: true },
    });
    ddb
      .on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'PROFILE' } })
      .resolves({ Item: aProfile({ uuid: BOB, userName: 'bob_builds' }) });
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        [TABLE]: [{ pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}`, blockerUuid: BOB, blockedUuid: ALICE }],
      },
    });

    const response = await read('bob_builds', '7');

    expect(response.statusCode).toBe(404);
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).not.toContainEqual({
      pk: `USER#${BOB}`,
      sk: 'GAME#000007',
    });
  });
});

describe('POST pjgameattributes/pjgameattributes (saveGameAttributes)', () => {
  it('saves every selection in one transaction, each only on a game the caller has', async () => {
    givenCaller(ddb);
    ddb.on(TransactWriteCommand).resolves({});

    const response = await save([selection(7), selection(12)]);

    expect(answer(response)).toEqual({ affectedRows: 2 });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [detailsUpdate(7), detailsUpdate(12)],
    });
  });

  it("writes nothing when one game is not the caller's (400 naming it)", async () => {
    givenCaller(ddb);
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );

    const response = await save([selection(7), selection(99)]);

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual(
      expect.objectContaining({
        issues: [{ path: 'body.gameSelections', message: 'not one of your games: 99' }],
      }),
    );
  });

  it('refuses codes outside the tables, a game named twice, too many games and another uuid, before writing', async () => {
    givenCaller(ddb);

    const responses = await Promise.all([
      save([selection(7, { platform: 8 })]),
      save([selection(7, { skillLevel: 0 })]),
      save([selection(7, { frequency: 6 })]),
      save([selection(7, { rating: 7 })]),
      save([selection(7), selection(7)]),
      save(Array.from({ length: MAX_GAMES_PER_USER + 1 }, (_, index) => selection(index + 1))),
      save([]),
      save([selection(7)], BOB),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([
      400, 400, 400, 400, 400, 400, 400, 403,
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
