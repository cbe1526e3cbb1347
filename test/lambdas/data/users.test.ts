import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  BatchGetCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  createProfile,
  getPlatforms,
  getProfile,
  getProfileByUserName,
  getProfiles,
  profileWriteRequests,
  setPlatform,
} from '../../../lambdas/data/profiles';
import { getUuidByEmail } from '../../../lambdas/data/usernames';
import { EmailTakenError, ProfileExistsError, UserNameTakenError } from '../../../lambdas/data/errors';
import { ALICE, BOB, aProfile } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const profileKeys = (uuid: string) => ({ pk: `USER#${uuid}`, sk: 'PROFILE' });
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('createProfile', () => {
  it('writes the profile, the username and the email reservations in one conditional transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const profile = aProfile({ userName: 'Alice_Plays', email: 'Alice@Example.test' });

    const created = await createProfile(profile);

    expect(created).toEqual(profile);
    const input = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input;
    expect(input).toEqual({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: { ...profile, ...profileKeys(ALICE), entity: 'profile' },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: TABLE,
            Item: {
              userName: 'Alice_Plays',
              userNameLower: 'alice_plays',
              initial: 'a',
              uuid: ALICE,
              active: true,
              pk: 'USERNAME#alice_plays',
              sk: 'USERNAME',
              gsi1pk: 'NAMES#a',
              gsi1sk: 'alice_plays',
              entity: 'username',
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: TABLE,
            Item: {
              emailLower: 'alice@example.test',
              uuid: ALICE,
              pk: 'EMAIL#alice@example.test',
              sk: 'EMAIL',
              entity: 'email',
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    });
  });

  it.each([
    [['None', 'ConditionalCheckFailed', 'None'], UserNameTakenError],
    [['None', 'None', 'ConditionalCheckFailed'], EmailTakenError],
    [['ConditionalCheckFailed', 'None', 'None'], ProfileExistsError],
  ])('turns cancellation reasons %j into %p', async (codes, ErrorClass) => {
    ddb.on(TransactWriteCommand).rejects(cancelled(codes));

    await expect(createProfile(aProfile())).rejects.toBeInstanceOf(ErrorClass);
  });

  it('keeps the username of a deactivated account reserved but out of name search', () => {
    const [, nameRequest] = profileWriteRequests([aProfile({ active: false })]);

    expect(nameRequest).toEqual({
      PutRequest: {
        Item: expect.not.objectContaining({ gsi1pk: expect.anything() }),
      },
    });
    expect((nameRequest as { PutRequest: { Item: Record<string, unknown> } }).PutRequest.Item.pk).toBe(
      'USERNAME#alice_plays',
    );
  });
});

describe('profile reads', () => {
  it('gets a profile by uuid, strongly consistent when asked', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...aProfile(), ...profileKeys(ALICE), entity: 'profile' } });

    const profile = await getProfile(ALICE, { consistent: true });

    expect(profile).toEqual(aProfile());
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: profileKeys(ALICE),
      ConsistentRead: true,
    });
  });

  it('gets a profile by username through the case-insensitive reservation', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'USERNAME#ゲーマー太郎', sk: 'USERNAME' } })
      .resolves({
        Item: {
          userName: 'ゲーマー太郎',
          userNameLower: 'ゲーマー太郎',
          initial: 'ゲ',
          uuid: BOB,
          active: true,
        },
      })
      .on(GetCommand, { Key: profileKeys(BOB) })
      .resolves({ Item: aProfile({ uuid: BOB, userName: 'ゲーマー太郎' }) });

    const profile = await getProfileByUserName('ゲーマー太郎');

    expect(profile?.uuid).toBe(BOB);
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'USERNAME#ゲーマー太郎', sk: 'USERNAME' },
      profileKeys(BOB),
    ]);
  });

  it('answers undefined for an unknown username without reading a profile', async () => {
    ddb.on(GetCommand).resolves({});

    expect(await getProfileByUserName('Nobody_Here')).toBeUndefined();
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({
      pk: 'USERNAME#nobody_here',
      sk: 'USERNAME',
    });
  });

  it('finds the uuid of an email case-insensitively', async () => {
    ddb.on(GetCommand).resolves({ Item: { emailLower: 'alice@example.test', uuid: ALICE } });

    expect(await getUuidByEmail('ALICE@example.TEST')).toBe(ALICE);
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: 'EMAIL#alice@example.test', sk: 'EMAIL' },
    });
  });

  it('batch-loads profiles in the order asked, without duplicates or missing ones', async () => {
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { [TABLE]: [aProfile({ uuid: BOB, userName: 'bob_b' }), aProfile()] } });

    const profiles = await getProfiles([ALICE, BOB, ALICE, '44444444-4444-4444-8444-444444444444']);

    expect(profiles.map((profile) => profile.uuid)).toEqual([ALICE, BOB]);
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input).toEqual({
      RequestItems: {
        [TABLE]: {
          Keys: [profileKeys(ALICE), profileKeys(BOB), profileKeys('44444444-4444-4444-8444-444444444444')],
        },
      },
    });
  });
});

describe('platforms', () => {
  it('lists the platform flags of a profile by id', async () => {
    ddb.on(GetCommand).resolves({ Item: { platforms: { '4': 1, '2': 0 } } });

    expect(await getPlatforms(ALICE)).toEqual([
      { platformId: 2, active: 0 },
      { platformId: 4, active: 1 },
    ]);
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: profileKeys(ALICE),
      ProjectionExpression: '#platforms',
      ExpressionAttributeNames: { '#platforms': 'platforms' },
    });
  });

  it('sets one platform flag of an existing profile', async () => {
    ddb.on(UpdateCommand).resolves({});

    await setPlatform(ALICE, 5, 1);

    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: profileKeys(ALICE),
      UpdateExpression: 'SET #platforms.#platform = :active',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#platforms': 'platforms', '#platform': '5' },
      ExpressionAttributeValues: { ':active': 1 },
    });
  });
});
