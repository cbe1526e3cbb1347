import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjuserblock';
import { useFixedDate } from '../clock';
import { ALICE, BOB, CAROL, NOW, aProfile, apiEvent } from '../factories';
import { ALICE_CLAIMS, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BOB_NAME_KEY = { pk: 'USERNAME#bob_builds', sk: 'USERNAME' };
const BOB_PROFILE_KEY = { pk: `USER#${BOB}`, sk: 'PROFILE' };
const bobName = {
  userName: 'Bob_Builds',
  userNameLower: 'bob_builds',
  initial: 'b',
  uuid: BOB,
  active: true,
};

/** Alice signed in; Bob (active unless told) exists. */
function givenAliceAndBob(bob = aProfile({ uuid: BOB, userName: 'Bob_Builds' })) {
  ddb.on(GetCommand).resolves({});
  givenCaller(ddb);
  ddb.on(GetCommand, { Key: BOB_NAME_KEY }).resolves({ Item: bobName });
  ddb.on(GetCommand, { Key: BOB_PROFILE_KEY }).resolves({ Item: bob });
}

describe('POST pjuserblock/pjuserblock/insert (reportOrBlockUser)', () => {
  const report = (body: Record<string, unknown>) =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserblock/pjuserblock/insert',
        body: { uuid: ALICE, username: 'bob_builds', ...body },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );
  const reportItem = () => ddb.commandCalls(PutCommand)[0]!.args[0].input;

  it('files a report with its reasons and details, without blocking', async () => {
    givenAliceAndBob();
    ddb.on(PutCommand).resolves({});

    const response = await report({ spam: true, reportDetails: '  sells accounts  ' });

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
    expect(reportItem()).toEqual({
      TableName: TABLE,
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        month: '2025-06',
        createdAt: NOW.toISOString(),
        reportId: expect.stringMatching(UUID_PATTERN),
        reporterUuid: ALICE,
        reportedUuid: BOB,
        reportedUserName: 'Bob_Builds',
        inappropriateProfile: false,
        inappropriateMessage: false,
        abuseBullying: false,
        spam: true,
        other: false,
        block: false,
        reportDetails: 'sells accounts',
        pk: 'REPORT#2025-06',
        sk: expect.stringMatching(new RegExp(`^${NOW.toISOString()}#`)),
        entity: 'report',
      },
    });
  });

  it('on block sets the profile, message and abuse flags, and writes the block and removes the spectate edges both ways in one transaction', async () => {
    givenAliceAndBob();
    ddb.on(PutCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});

    expect(answer(await report({ block: true }))).toEqual({ affectedRows: 1 });
    expect(reportItem().Item).toEqual(
      expect.objectContaining({
        inappropriateProfile: true,
        inappropriateMessage: true,
        abuseBullying: true,
        block: true,
      }),
    );
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: {
              blockerUuid: ALICE,
              blockedUuid: BOB,
              createdAt: NOW.toISOString(),
              pk: `USER#${ALICE}`,
              sk: `BLOCKED#${BOB}`,
              gsi1pk: `BLOCKEDBY#${BOB}`,
              gsi1sk: ALICE,
              entity: 'block',
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Delete: { TableName: TABLE, Key: { pk: `USER#${ALICE}`, sk: `SPECTATING#${BOB}` } } },
        { Delete: { TableName: TABLE, Key: { pk: `USER#${BOB}`, sk: `SPECTATING#${ALICE}` } } },
      ],
    });
  });

  it('a report without block touches no spectate edge', async () => {
    givenAliceAndBob();
    ddb.on(PutCommand).resolves({});

    expect(answer(await report({ abuseBullying: true }))).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a report without a reason (400)', async () => {
    givenAliceAndBob();

    const response = await report({ reportDetails: 'no box ticked' });

    expect(answer(response)).toEqual(
      expect.objectContaining({ issues: [{ path: 'body.other', message: 'a reason is required' }] }),
    );
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses to report or block yourself (400 CannotTargetSelf)', async () => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb);
    ddb.on(GetCommand, { Key: { pk: 'USERNAME#alice_plays', sk: 'USERNAME' } }).resolves({
      Item: {
        ...bobName,
        userName: 'alice_plays',
        userNameLower: 'alice_plays',
        initial: 'a',
        uuid: ALICE,
      },
    });

    const response = await report({ username: 'Alice_Plays', block: true });

    expect(response.statusCode).toBe(400);
    expect((answer(response) as { type: string }).type).toBe('CannotTargetSelf');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 404 for an unknown or deactivated user', async () => {
    givenAliceAndBob(aProfile({ uuid: BOB, userName: 'Bob_Builds', active: false }));

    expect((await report({ block: true })).statusCode).toBe(404);
    expect((await report({ block: true, username: 'nobody_here' })).statusCode).toBe(404);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('GET pjuserblock/pjuserblock/reportinguser (listBlockedUsers)', () => {
  const list = () =>
    handler(
      apiEvent({
        method: 'GET',
        path: 'pjuserblock/pjuserblock/reportinguser',
        query: { uuid: ALICE },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );

  it('answers the active blocked users by name with their pictures', async () => {
    const DAVE = '44444444-4444-4444-8444-444444444444';
    givenCaller(ddb);
    ddb.on(QueryCommand).resolves({
      Items: [BOB, CAROL, DAVE].map((blocked) => ({
        blockerUuid: ALICE,
        blockedUuid: blocked,
        createdAt: NOW.toISOString(),
      })),
    });
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        [TABLE]: [
          aProfile({ uuid: BOB, userName: 'zed', profilePicKey: null }),
          aProfile({ uuid: CAROL, userName: 'Carol', profilePicKey: 'media/userprofileimages/carol.png' }),
          aProfile({ uuid: DAVE, userName: 'dave', active: false }),
        ],
      },
    });

    const response = await list();

    expect(answer(response)).toEqual([
      { UserName: 'Carol', ProfilePicLink: `${MEDIA_BASE}/userprofileimages/carol.png` },
      { UserName: 'zed', ProfilePicLink: `${MEDIA_BASE}/defaults/profile.svg` },
    ]);
    expect(v.parse(v.array(answers.blockedUser()), answer(response))).toEqual(answer(response));
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': `USER#${ALICE}`,
      ':sk': 'BLOCKED#',
    });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems![TABLE]!.Keys).toEqual(
      [BOB, CAROL, DAVE].map((uuid) => ({ pk: `USER#${uuid}`, sk: 'PROFILE' })),
    );
  });

  it('answers [] without loading profiles when nobody is blocked', async () => {
    givenCaller(ddb);
    ddb.on(QueryCommand).resolves({ Items: [] });

    expect(answer(await list())).toEqual([]);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});

describe('POST pjuserblock/pjuserblock/unblockuser (unblockUser)', () => {
  const unblock = (username = 'BOB_builds') =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserblock/pjuserblock/unblockuser',
        body: { uuid: ALICE, username },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );

  it('removes the block, answering 1, or 0 when there was none', async () => {
    givenAliceAndBob();
    ddb
      .on(DeleteCommand)
      .resolvesOnce({ Attributes: { pk: `USER#${ALICE}` } })
      .resolvesOnce({});

    expect(answer(await unblock())).toEqual({ affectedRows: 1 });
    expect(answer(await unblock())).toEqual({ affectedRows: 0 });
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}` },
      ReturnValues: 'ALL_OLD',
    });
  });

  it('answers 404 for an unknown username', async () => {
    givenAliceAndBob();

    expect((await unblock('nobody_here')).statusCode).toBe(404);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
