import * as v from 'valibot';
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjhubhome';
import { ALICE, BOB, apiEvent } from '../factories';
import { answer } from './helpers';
import { ALICE_CLAIMS, bob, givenAliceAndBob } from './social-fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const EDGE_KEY = { pk: `USER#${ALICE}`, sk: `SPECTATING#${BOB}` };
const status = (username = 'Bob_Builds') =>
  handler(
    apiEvent({
      method: 'GET',
      path: 'pjhubhome/pjhubspecstatus',
      query: { uuid: ALICE, username },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

describe('GET pjhubhome/pjhubspecstatus (getSpectateStatus)', () => {
  it('answers 1 when the caller spectates the user, with one key read of the edge', async () => {
    givenAliceAndBob(ddb);
    ddb.on(GetCommand, { Key: EDGE_KEY }).resolves({ Item: { targetUuid: BOB } });

    const response = await status();

    expect(answer(response)).toEqual({ specStatus: 1 });
    expect(v.parse(answers.spectateStatus(), answer(response))).toEqual({ specStatus: 1 });
    expect(
      ddb
        .commandCalls(GetCommand)
        .map((call) => call.args[0].input)
        .find((input) => JSON.stringify(input.Key) === JSON.stringify(EDGE_KEY)),
    ).toEqual({ TableName: TABLE, Key: EDGE_KEY, ProjectionExpression: 'targetUuid' });
  });

  it('answers 0 when not spectating, and 0 for yourself', async () => {
    givenAliceAndBob(ddb);

    expect(answer(await status())).toEqual({ specStatus: 0 });
    expect(answer(await status('alice_plays'))).toEqual({ specStatus: 0 });
  });

  it.each(['alice', 'bob'] as const)('hides a user blocked by %s (404)', async (blocker) => {
    givenAliceAndBob(ddb, { blocked: blocker });

    expect((await status()).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or deactivated user', async () => {
    givenAliceAndBob(ddb, { bob: bob({ active: false }) });
    expect((await status()).statusCode).toBe(404);
    expect((await status('nobody_here')).statusCode).toBe(404);
  });

  it("refuses another user's uuid in the query (403)", async () => {
    givenAliceAndBob(ddb);
    const response = await handler(
      apiEvent({
        method: 'GET',
        path: 'pjhubhome/pjhubspecstatus',
        query: { uuid: BOB, username: 'alice_plays' },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );
    expect(response.statusCode).toBe(403);
  });
});
