/**
 * pjuserprofile's social operations (srv-social): spectate/unspectate (S1) and profile views (A14).
 */
import * as v from 'valibot';
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjuserprofile';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, apiEvent } from '../factories';
import { answer, givenCaller } from './helpers';
import { ALICE_CLAIMS, BLOCK_READ, bob, givenAliceAndBob } from './social-fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW); // 2025-06-01T12:00Z

const typeOf = (response: { body: string }) => (answer(response as never) as { type: string }).type;

describe('POST pjuserprofile/pjuserprofile/userhub (spectateUser)', () => {
  const spectate = (active: 0 | 1 | boolean, username = 'BOB_builds', uuid = ALICE) =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserprofile/pjuserprofile/userhub',
        body: { username, uuid, active },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );

  it('spectates with one transaction that also checks no block stands either way, answering specStatus 1', async () => {
    givenAliceAndBob(ddb);
    ddb.on(TransactWriteCommand).resolves({});

    const response = await spectate(1);

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ specStatus: 1 });
    expect(v.parse(answers.spectateStatus(), answer(response))).toEqual({ specStatus: 1 });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual(BLOCK_READ);
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: {
              spectatorUuid: ALICE,
              targetUuid: BOB,
              createdAt: NOW.toISOString(),
              pk: `USER#${ALICE}`,
              sk: `SPECTATING#${BOB}`,
              gsi1pk: `SPECTATORS#${BOB}`,
              gsi1sk: `${NOW.toISOString()}#${ALICE}`,
              gsi2pk: `SPECTATING#${ALICE}`,
              gsi2sk: `${NOW.toISOString()}#${BOB}`,
              entity: 'spectate',
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          ConditionCheck: {
            TableName: TABLE,
            Key: { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}` },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          ConditionCheck: {
            TableName: TABLE,
            Key: { pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}` },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    });
  });

  it('spectating again keeps the first edge and still answers 1 (idempotent)', async () => {
    givenAliceAndBob(ddb);
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );

    expect(answer(await spectate(true))).toEqual({ specStatus: 1 });
  });

  it('unspectates with a conditional delete, answering 0 whether or not there was an edge', async () => {
    givenAliceAndBob(ddb);
    ddb
      .on(DeleteCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'none', $metadata: {} }));

    expect(answer(await spectate(0))).toEqual({ specStatus: 0 });
    expect(answer(await spectate(false))).toEqual({ specStatus: 0 });
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: `SPECTATING#${BOB}` },
      ConditionExpression: 'attribute_exists(pk)',
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses spectating yourself (400 CannotTargetSelf) before any write', async () => {
    givenAliceAndBob(ddb);

    const response = await spectate(1, 'Alice_Plays');

    expect(response.statusCode).toBe(400);
    expect(typeOf(response)).toBe('CannotTargetSelf');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it.each(['alice', 'bob'] as const)(
    'refuses spectate and unspectate across a block by %s (403 Blocked), writing nothing',
    async (blocker) => {
      givenAliceAndBob(ddb, { blocked: blocker });

      for (const active of [1, 0] as const) {
        const response = await spectate(active);
        expect(response.statusCode).toBe(403);
        expect(typeOf(response)).toBe('Blocked');
      }
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
      expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    },
  );

  it('refuses when a block lands between the read and the write (the transaction sees it)', async () => {
    givenAliceAndBob(ddb);
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );

    const response = await spectate(1);

    expect(response.statusCode).toBe(403);
    expect(typeOf(response)).toBe('Blocked');
  });

  it('answers 404 for an unknown or deactivated user', async () => {
    givenAliceAndBob(ddb, { bob: bob({ active: false }) });
    expect((await spectate(1)).statusCode).toBe(404);
    expect((await spectate(1, 'nobody_here')).statusCode).toBe(404);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 404 to a caller without a profile yet, writing nothing', async () => {
    givenAliceAndBob(ddb);
    givenCaller(ddb, null);

    expect((await spectate(1)).statusCode).toBe(404);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("refuses a payload naming another user's uuid (403) and a bad active value (400)", async () => {
    givenAliceAndBob(ddb);
    expect((await spectate(1, 'bob_builds', BOB)).statusCode).toBe(403);
    expect((await spectate(2 as 1)).statusCode).toBe(400);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('POST pjuserprofile/pjuserprofile/views/post (recordProfileView)', () => {
  const view = (username = 'bob_builds') =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserprofile/pjuserprofile/views/post',
        body: { uuid: ALICE, username },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );

  it("records the day's first view of a profile (affectedRows 1) and no second one that day (0)", async () => {
    givenAliceAndBob(ddb);
    ddb
      .on(PutCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'seen', $metadata: {} }));

    const first = await view();
    expect(answer(first)).toEqual({ affectedRows: 1 });
    expect(v.parse(answers.affectedRows(), answer(first))).toEqual({ affectedRows: 1 });
    expect(answer(await view())).toEqual({ affectedRows: 0 });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual(BLOCK_READ);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        viewedUuid: BOB,
        viewerUuid: ALICE,
        day: '2025-06-01',
        createdAt: NOW.toISOString(),
        expiresAt: Date.parse('2025-07-01T00:00:00Z') / 1000,
        pk: `USER#${BOB}`,
        sk: `VIEW#2025-06-01#${ALICE}`,
        entity: 'profileView',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('never records a view of your own profile (affectedRows 0, no write)', async () => {
    givenAliceAndBob(ddb);

    expect(answer(await view('alice_plays'))).toEqual({ affectedRows: 0 });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it.each(['alice', 'bob'] as const)('refuses a view across a block by %s (403 Blocked)', async (blocker) => {
    givenAliceAndBob(ddb, { blocked: blocker });

    const response = await view();

    expect(response.statusCode).toBe(403);
    expect(typeOf(response)).toBe('Blocked');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 404 to a caller without a profile yet, writing nothing', async () => {
    givenAliceAndBob(ddb);
    givenCaller(ddb, null);

    expect((await view()).statusCode).toBe(404);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 404 for an unknown or deactivated user', async () => {
    givenAliceAndBob(ddb, { bob: bob({ active: false }) });
    expect((await view()).statusCode).toBe(404);
    expect((await view('nobody_here')).statusCode).toBe(404);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
