/** The account access patterns added for issue 3 (docs/data-model.md A5, A7, A9, A12, A13, A15). */
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  deactivateProfile,
  isUserNameTaken,
  recordLogin,
  revokeSessions,
  saveStreak,
  setListed,
  updateProfile,
} from '../../../lambdas/data';
import { ALICE, BOB, aProfile, aUserGame } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const profileKey = { pk: `USER#${ALICE}`, sk: 'PROFILE' };
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });

describe('isUserNameTaken (A5)', () => {
  it('looks the lower-cased name up', async () => {
    ddb
      .on(GetCommand)
      .resolvesOnce({
        Item: { userName: 'Bob_Builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: false },
      })
      .resolvesOnce({});

    expect(await isUserNameTaken('Bob_Builds')).toBe(true);
    expect(await isUserNameTaken('nobody_here')).toBe(false);
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: 'USERNAME#bob_builds', sk: 'USERNAME' },
    });
  });
});

describe('updateProfile (A7)', () => {
  it('sets the given attributes of an existing profile', async () => {
    ddb.on(UpdateCommand).resolves({});

    expect(await updateProfile(ALICE, { languageId: 7, dateOfBirth: '1999-02-03' })).toBe(true);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: profileKey,
      UpdateExpression: 'SET #languageId = :languageId, #dateOfBirth = :dateOfBirth',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#languageId': 'languageId', '#dateOfBirth': 'dateOfBirth' },
      ExpressionAttributeValues: { ':languageId': 7, ':dateOfBirth': '1999-02-03' },
    });
  });

  it('answers false without a profile, and refuses values the entity does not allow', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());

    expect(await updateProfile(ALICE, { genderId: 2 })).toBe(false);
    await expect(updateProfile(ALICE, { dateOfBirth: 'yesterday' })).rejects.toThrow();
    await expect(updateProfile(ALICE, {})).rejects.toThrow(/at least one change/);
  });
});

describe('recordLogin (A12)', () => {
  const login = {
    uuid: ALICE,
    at: '2025-06-01T12:00:00.000Z',
    sourceIp: '203.0.113.9',
    userAgent: 'tests',
    expiresAt: 1_782_000_000,
  };

  it("moves the profile's lastLoginAt to previousLoginAt and sets it, then stores the sign-in with its TTL", async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(PutCommand).resolves({});

    expect(await recordLogin(login)).toBe(true);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(
      expect.objectContaining({
        Key: profileKey,
        UpdateExpression: 'SET previousLoginAt = if_not_exists(lastLoginAt, :none), lastLoginAt = :at',
        ExpressionAttributeValues: { ':at': login.at, ':none': null },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        ...login,
        pk: `USER#${ALICE}`,
        sk: 'LOGIN#2025-06-01T12:00:00.000Z',
        entity: 'login',
      },
    });
  });

  it('writes nothing more without a profile', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());

    expect(await recordLogin(login)).toBe(false);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('saveStreak (A13)', () => {
  it('writes the next streak only if the streak day is still the one read', async () => {
    ddb.on(UpdateCommand).resolves({});

    expect(await saveStreak(ALICE, '2025-05-31', { count: 5, day: '2025-06-01' })).toBe(true);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: profileKey,
      UpdateExpression: 'SET #count = :count, #day = :day',
      ConditionExpression: 'attribute_exists(pk) AND #day = :previous',
      ExpressionAttributeNames: { '#count': 'currentStreakCount', '#day': 'lastStreakDay' },
      ExpressionAttributeValues: { ':count': 5, ':day': '2025-06-01', ':previous': '2025-05-31' },
    });
  });

  it('handles a first streak and answers false when another post won', async () => {
    ddb.on(UpdateCommand).resolvesOnce({}).rejectsOnce(conditionFailed());

    expect(await saveStreak(ALICE, null, { count: 1, day: '2025-06-01' })).toBe(true);
    expect(await saveStreak(ALICE, null, { count: 1, day: '2025-06-01' })).toBe(false);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(
      expect.objectContaining({
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#day) OR #day = :null)',
        ExpressionAttributeValues: { ':count': 1, ':day': '2025-06-01', ':null': null },
      }),
    );
  });
});

describe('revokeSessions and deactivateProfile (A15, A9)', () => {
  it('stores tokensValidAfter on an existing profile', async () => {
    ddb.on(UpdateCommand).resolvesOnce({}).rejectsOnce(conditionFailed());

    expect(await revokeSessions(ALICE, 1_748_779_200)).toBe(true);
    expect(await revokeSessions(ALICE, 1_748_779_200)).toBe(false);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: profileKey,
      UpdateExpression: 'SET #validAfter = :validAfter',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#validAfter': 'tokensValidAfter' },
      ExpressionAttributeValues: { ':validAfter': 1_748_779_200 },
    });
  });

  it('deactivates and revokes in one write, answering the profile as it was', async () => {
    ddb
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: { ...aProfile(), ...profileKey } })
      .rejectsOnce(conditionFailed());

    expect(await deactivateProfile(ALICE, 1_748_779_200)).toEqual(aProfile());
    expect(await deactivateProfile(ALICE, 1_748_779_200)).toBeUndefined();
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: profileKey,
      UpdateExpression: 'SET #active = :inactive, #validAfter = :validAfter',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#active': 'active', '#validAfter': 'tokensValidAfter' },
      ExpressionAttributeValues: { ':inactive': false, ':validAfter': 1_748_779_200 },
      ReturnValues: 'ALL_OLD',
    });
  });
});

describe('setListed (A9)', () => {
  it('unlists: the username and games lose their index keys and list entries are deleted', async () => {
    ddb.on(PutCommand).resolves({});
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#' } })
      .resolves({ Items: [aUserGame({ gameId: 1 }), aUserGame({ gameId: 42 })] })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'LIST#' } })
      .resolves({ Items: [{ pk: `USER#${ALICE}`, sk: 'LIST#NEW' }] });
    ddb.on(BatchWriteCommand).resolves({});

    await setListed(aProfile(), false);

    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        userName: 'alice_plays',
        userNameLower: 'alice_plays',
        initial: 'a',
        uuid: ALICE,
        active: false,
        pk: 'USERNAME#alice_plays',
        sk: 'USERNAME',
        entity: 'username',
      },
      ConditionExpression: '#uuid = :uuid',
      ExpressionAttributeNames: { '#uuid': 'uuid' },
      ExpressionAttributeValues: { ':uuid': ALICE },
    });
    expect(ddb.commandCalls(QueryCommand)[1]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'LIST#' },
      ProjectionExpression: 'pk, sk',
    });
    const writes = ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems![TABLE]!;
    expect(writes).toEqual([
      {
        PutRequest: {
          Item: {
            ...aUserGame({ gameId: 1, active: false }),
            pk: `USER#${ALICE}`,
            sk: 'GAME#000001',
            entity: 'userGame',
          },
        },
      },
      {
        PutRequest: {
          Item: {
            ...aUserGame({ gameId: 42, active: false }),
            pk: `USER#${ALICE}`,
            sk: 'GAME#000042',
            entity: 'userGame',
          },
        },
      },
      { DeleteRequest: { Key: { pk: `USER#${ALICE}`, sk: 'LIST#NEW' } } },
    ]);
  });

  it('relists with the index keys back and leaves list entries alone; a name now held by another is skipped', async () => {
    ddb.on(PutCommand).rejects(conditionFailed());
    ddb.on(QueryCommand).resolves({ Items: [aUserGame({ gameId: 1, active: false })] });
    ddb.on(BatchWriteCommand).resolves({});

    await setListed(aProfile(), true);

    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    const writes = ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems![TABLE]!;
    expect(writes).toEqual([
      {
        PutRequest: {
          Item: expect.objectContaining({
            active: true,
            gsi3pk: 'PLAYERS#1',
            gsi3sk: '2025-01-01T00:00:00.000Z',
          }),
        },
      },
    ]);
  });
});
