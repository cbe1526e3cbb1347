import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { answers } from '../../../lib/contract';
import { verifyIdToken } from '../../../lambdas/auth/token-verifier';
import { handler } from '../../../lambdas/services/pjuser';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, aGame, aProfile, apiEvent } from '../factories';
import {
  ALICE_CLAIMS,
  ALICE_EMAIL,
  NOW_SECONDS,
  PROFILE_KEY,
  SESSION_KEY,
  SESSION_READ,
  answer,
  givenAttempts,
  givenCaller,
} from './helpers';
import { BYTES, copies, deletions, givenUpload, mockMediaBucket } from './pictures';

jest.mock('../../../lambdas/auth/token-verifier', () => ({ verifyIdToken: jest.fn() }));
const verify = jest.mocked(verifyIdToken);
const cognito = mockClient(CognitoIdentityProviderClient);
const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockMediaBucket();
afterEach(() => {
  cognito.reset();
  ddb.reset();
  verify.mockReset();
});
useFixedDate(NOW);

const notFound = () =>
  new CognitoIdentityProviderServiceException({
    name: 'UserNotFoundException',
    message: 'User does not exist.',
    $fault: 'client',
    $metadata: {},
  });
const EMAIL_KEY = { pk: 'EMAIL#alice@example.test', sk: 'EMAIL' };

describe('POST pjuser/user/verify (verifyUser)', () => {
  const check = (headers: Record<string, string> = {}) =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuser/user/verify',
        body: { email: 'Alice@Example.test' },
        headers: { 'CloudFront-Viewer-Address': '203.0.113.9:46532', ...headers },
      }),
    );
  /** Alice's email reservation and profile. */
  const givenAlice = (profile = aProfile()) =>
    ddb
      .on(GetCommand, { Key: EMAIL_KEY })
      .resolves({ Item: { emailLower: 'alice@example.test', uuid: ALICE } })
      .on(GetCommand, { Key: PROFILE_KEY })
      .resolves({ Item: profile });
  const lookupWindow = { pk: 'LIMIT#account-lookup#203.0.113.9', sk: 'LIMIT' };

  it('answers only userCount and Active to an anonymous caller, counted per client address', async () => {
    givenAlice();
    givenAttempts(ddb, lookupWindow, 0, 30);

    const response = await check();

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ body: [{ userCount: 1, Active: 1 }] });
    expect(v.parse(answers.accountCheck(), answer(response))).toEqual(answer(response));
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(
      expect.objectContaining({ Key: lookupWindow, UpdateExpression: 'ADD #count :one' }),
    );
    expect(cognito.calls()).toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses the 31st anonymous check of an address in the window (429)', async () => {
    givenAlice();
    givenAttempts(ddb, lookupWindow, 30, 30);

    const response = await check();

    expect(response.statusCode).toBe(429);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it("adds UUID, userName and ProfilePicLink for the email's owner, uncounted", async () => {
    givenAlice();
    verify.mockResolvedValue({ sub: ALICE, email: ALICE_EMAIL, token_use: 'id' } as Awaited<
      ReturnType<typeof verifyIdToken>
    >);

    const response = await check({ Authorization: 'Bearer id-token' });

    expect(answer(response)).toEqual({
      body: [
        {
          userCount: 1,
          Active: 1,
          UUID: ALICE,
          userName: 'alice_plays',
          ProfilePicLink: `${MEDIA_BASE}/userprofileimages/alice.svg`,
        },
      ],
    });
    expect(verify).toHaveBeenCalledWith('id-token');
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: EMAIL_KEY },
      { TableName: TABLE, Key: PROFILE_KEY },
    ]);
  });

  it('treats a token of another email, or one that does not verify, as anonymous', async () => {
    givenAlice();
    givenAttempts(ddb, lookupWindow, 1, 30);
    verify
      .mockResolvedValueOnce({ sub: BOB, email: 'bob@example.test', token_use: 'id' } as Awaited<
        ReturnType<typeof verifyIdToken>
      >)
      .mockRejectedValueOnce(new Error('expired'));

    expect(answer(await check({ authorization: 'id-token-of-bob' }))).toEqual({
      body: [{ userCount: 1, Active: 1 }],
    });
    expect(answer(await check({ authorization: 'expired' }))).toEqual({
      body: [{ userCount: 1, Active: 1 }],
    });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(2);
  });

  it('answers Active 0 for a deactivated profile', async () => {
    givenAlice(aProfile({ active: false }));
    givenAttempts(ddb, lookupWindow, 0, 30);

    expect(answer(await check())).toEqual({ body: [{ userCount: 1, Active: 0 }] });
  });

  it('asks the pool about an email without a profile: -1 when enabled (resume signup), 0 when disabled, 0/0 when none', async () => {
    ddb.on(GetCommand).resolves({});
    givenAttempts(ddb, lookupWindow, 0, 30);
    cognito
      .on(AdminGetUserCommand)
      .resolvesOnce({ Username: ALICE, Enabled: true, UserStatus: 'UNCONFIRMED' })
      .resolvesOnce({ Username: ALICE, Enabled: false, UserStatus: 'CONFIRMED' })
      .rejectsOnce(notFound());

    expect(answer(await check())).toEqual({ body: [{ userCount: 1, Active: -1 }] });
    expect(answer(await check())).toEqual({ body: [{ userCount: 1, Active: 0 }] });
    expect(answer(await check())).toEqual({ body: [{ userCount: 0, Active: 0 }] });
    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_TestPool',
      Username: 'Alice@Example.test',
    });
  });

  it('gives the owner without a profile their UUID only', async () => {
    ddb.on(GetCommand).resolves({});
    cognito.on(AdminGetUserCommand).resolves({ Username: ALICE, Enabled: true, UserStatus: 'CONFIRMED' });
    verify.mockResolvedValue({ sub: ALICE, email: ALICE_EMAIL, token_use: 'id' } as Awaited<
      ReturnType<typeof verifyIdToken>
    >);

    expect(answer(await check({ Authorization: 'id-token' }))).toEqual({
      body: [{ userCount: 1, Active: -1, UUID: ALICE }],
    });
  });
});

describe('POST pjuser/user/create (createUser)', () => {
  const UPLOAD = `${ALICE}-AbCd_123.jpg`;
  beforeEach(() => givenUpload(s3, { bytes: BYTES.jpeg, contentType: 'image/jpeg' }));
  const payload = (overrides: Record<string, unknown> = {}) => ({
    UserName: 'Alice_Plays',
    Email: ALICE_EMAIL,
    GenderId: 1,
    DateOfBirth: '1990-05-05',
    CountryCode: 'US',
    TimeZone: 4,
    Language: 41,
    Games: [7, 3],
    GamingStyle: 2,
    PCConsole: 1,
    Microphone: true,
    Stream: 0,
    SkillLevel: [3],
    FrequencyPlayed: 2,
    Platforms: [2, 4],
    ProfilePicLink: `https://site.example/uploads/userprofileimages/${UPLOAD}?X-Amz-Signature=x`,
    SocialLinks: ['https://twitch.tv/alice'],
    ...overrides,
  });
  const create = (body: unknown, claims: Record<string, string> = ALICE_CLAIMS) =>
    handler(apiEvent({ method: 'POST', path: 'pjuser/user/create', body, sub: ALICE, claims }));
  const givenCatalogue = (ids: number[]) =>
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: ids.map((gameId) => aGame({ gameId })) } });

  it('creates the profile with its reservations in one transaction, then the games with default details', async () => {
    givenCaller(ddb, null);
    givenCatalogue([3, 7]);
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(BatchWriteCommand).resolves({});

    const response = await create(payload());

    expect(response.statusCode).toBe(200);
    // the checked upload is published under a new key of the caller's pictures
    const published = copies(s3)[1]!.to!;
    expect(published).toMatch(new RegExp(`^media/userprofileimages/${ALICE}-[A-Za-z0-9_-]{16}\\.jpg$`));
    expect(copies(s3)[0]!.from).toBe(`uploads/userprofileimages/${UPLOAD}`);
    expect(answer(response)).toEqual({
      UUID: ALICE,
      userName: 'Alice_Plays',
      ProfilePicLink: `${MEDIA_BASE}/${published.slice('media/'.length)}`,
    });
    expect(answer(response)).not.toHaveProperty('ErrorCount');
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual(SESSION_READ);
    const [profilePut, namePut, emailPut] =
      ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(profilePut!.Put).toEqual({
      TableName: TABLE,
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        ...aProfile({
          userName: 'Alice_Plays',
          createdAt: NOW.toISOString(),
          bio: null,
          profilePicKey: published,
          streamer: 0,
          microphone: 1,
          discord: 0,
          familyFriendly: 0,
          moderator: 0,
          pcConsole: 1,
          availableNow: 1,
          platforms: { '2': 1, '3': 0, '4': 1, '5': 0, '6': 0, '7': 0 },
          frequencyPlayed: 2,
          socialLinks: ['https://twitch.tv/alice'],
        }),
        ...PROFILE_KEY,
        entity: 'profile',
      },
    });
    expect(namePut!.Put!.Item).toEqual(expect.objectContaining({ pk: 'USERNAME#alice_plays', uuid: ALICE }));
    expect(emailPut!.Put!.Item).toEqual(
      expect.objectContaining({ pk: 'EMAIL#alice@example.test', uuid: ALICE }),
    );
    const games = ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems![TABLE]!;
    expect(games).toEqual(
      [
        { gameId: 7, skillLevel: 3, sk: 'GAME#000007' },
        { gameId: 3, skillLevel: 4, sk: 'GAME#000003' },
      ].map(({ gameId, skillLevel, sk }) => ({
        PutRequest: {
          Item: {
            uuid: ALICE,
            gameId,
            platform: 1,
            skillLevel,
            frequency: 1,
            rating: 1,
            addedAt: NOW.toISOString(),
            userName: 'Alice_Plays',
            active: true,
            chatSeenCount: null,
            pk: `USER#${ALICE}`,
            sk,
            gsi3pk: `PLAYERS#${gameId}`,
            gsi3sk: NOW.toISOString(),
            entity: 'userGame',
          },
        },
      })),
    );
  });

  it('refuses the token of a signup that signed out since, and hands a later revocation to the new profile', async () => {
    // ALICE_CLAIMS began their session a minute before NOW; the signup signed out at NOW
    givenCaller(ddb, null, NOW_SECONDS + 1);
    expect(await create(payload())).toMatchObject({ statusCode: 401 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);

    // signed in again (a new session), the profile starts with the revocation of the session item
    ddb.reset();
    givenCaller(ddb, null, NOW_SECONDS + 1);
    givenCatalogue([3, 7]);
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(BatchWriteCommand).resolves({});
    const fresh = { ...ALICE_CLAIMS, auth_time: String(NOW_SECONDS + 1) };

    expect((await create(payload(), fresh)).statusCode).toBe(200);
    const [profilePut] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(profilePut!.Put!.Item).toEqual(expect.objectContaining({ tokensValidAfter: NOW_SECONDS + 1 }));
    // no revocation landed between the read and the write: nothing to copy
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('copies to the new profile a revocation that landed while it was written', async () => {
    givenCaller(ddb, null);
    ddb
      .on(GetCommand, { Key: SESSION_KEY })
      .resolvesOnce({})
      .resolvesOnce({})
      .resolves({
        Item: { ...SESSION_KEY, uuid: ALICE, tokensValidAfter: NOW_SECONDS + 1, entity: 'session' },
      });
    givenCatalogue([3, 7]);
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(BatchWriteCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});

    expect((await create(payload())).statusCode).toBe(200);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(
      expect.objectContaining({
        Key: PROFILE_KEY,
        ExpressionAttributeValues: { ':validAfter': NOW_SECONDS + 1 },
      }),
    );
  });

  it('stores no picture for an empty ProfilePicLink (the default one is shown)', async () => {
    givenCaller(ddb, null);
    givenCatalogue([3, 7]);
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(BatchWriteCommand).resolves({});

    const response = await create(payload({ ProfilePicLink: '' }));

    expect((answer(response) as { ProfilePicLink: string }).ProfilePicLink).toBe(
      `${MEDIA_BASE}/defaults/profile.svg`,
    );
  });

  it("refuses (403) an Email that is not the token's", async () => {
    givenCaller(ddb, null);

    const response = await create(payload({ Email: 'bob@example.test' }));

    expect(response.statusCode).toBe(403);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('lists every missing field (400)', async () => {
    givenCaller(ddb, null);

    const response = await create({ Email: ALICE_EMAIL, Games: [] });

    expect(response.statusCode).toBe(400);
    expect(
      (answer(response) as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort(),
    ).toEqual(
      [
        'body.CountryCode',
        'body.DateOfBirth',
        'body.Games',
        'body.GamingStyle',
        'body.GenderId',
        'body.Language',
        'body.TimeZone',
        'body.UserName',
      ].sort(),
    );
  });

  it("refuses (400) a birth date out of range, unknown reference ids and games, and someone else's picture", async () => {
    givenCaller(ddb, null);
    givenCatalogue([7]);

    const response = await create(
      payload({
        DateOfBirth: '2018-01-01',
        CountryCode: 'ZZ',
        TimeZone: 999,
        Language: 9999,
        Games: [7, 3],
        SkillLevel: [1, 2, 3],
        ProfilePicLink: `media/userprofileimages/${BOB}-AbCd_123.jpg`,
      }),
    );

    expect(response.statusCode).toBe(400);
    expect((answer(response) as { issues: unknown[] }).issues).toEqual([
      { path: 'body.DateOfBirth', message: 'must be between 1900-01-01 and 2017-12-31' },
      { path: 'body.CountryCode', message: 'unknown country' },
      { path: 'body.TimeZone', message: 'unknown time zone' },
      { path: 'body.Language', message: 'unknown language' },
      {
        path: 'body.SkillLevel',
        message: 'has more entries than Games (one skill level per game, in the same order)',
      },
      { path: 'body.ProfilePicLink', message: 'must be an image the caller uploaded, or empty' },
      { path: 'body.Games', message: 'unknown games: 3' },
    ]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers a taken username with 409 UsernameTaken and the text the client shows', async () => {
    givenCaller(ddb, null);
    givenCatalogue([3, 7]);
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    const response = await create(payload());

    expect(response.statusCode).toBe(409);
    expect(answer(response)).toEqual({
      type: 'UsernameTaken',
      message: 'The username you entered has already been taken. Please give it another try.',
    });
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it('answers a reserved word as taken, and a second create as 409 ProfileExists', async () => {
    givenCaller(ddb, null);
    givenCatalogue([3, 7]);
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );

    const reserved = await create(payload({ UserName: 'Home' }));
    const again = await create(payload());

    expect(reserved.statusCode).toBe(409);
    expect((answer(reserved) as { type: string }).type).toBe('UsernameTaken');
    expect((answer(again) as { type: string }).type).toBe('ProfileExists');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('POST pjuser/user/create: the signup picture is checked by its bytes', () => {
  const UPLOAD = `${ALICE}-AbCd_123.png`;
  const KEY = `uploads/userprofileimages/${UPLOAD}`;
  const create = (body: unknown) =>
    handler(apiEvent({ method: 'POST', path: 'pjuser/user/create', body, sub: ALICE, claims: ALICE_CLAIMS }));
  const body = {
    UserName: 'Alice_Plays',
    Email: ALICE_EMAIL,
    GenderId: 1,
    DateOfBirth: '1990-05-05',
    CountryCode: 'US',
    TimeZone: 4,
    Language: 41,
    Games: [7],
    GamingStyle: 2,
    ProfilePicLink: UPLOAD,
  };

  it('refuses a text file renamed fake.png (400 NotAnImage), deletes it and creates nothing', async () => {
    givenCaller(ddb, null);
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [aGame({ gameId: 7 })] } });
    givenUpload(s3, { bytes: BYTES.text, contentType: 'image/png' });

    const response = await create(body);

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual(expect.objectContaining({ type: 'NotAnImage' }));
    // checked on the copy held out of the upload address's reach; both deleted, nothing published
    const held = copies(s3)[0]!.to;
    expect(copies(s3)).toEqual([{ from: KEY, to: held }]);
    expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'playjoin-media-test',
      Key: held,
    });
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'playjoin-media-test',
      Key: held,
      Range: 'bytes=0-11',
    });
    expect(deletions(s3)).toEqual([KEY, held]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it('refuses an object over 5 MB (413) without reading its bytes', async () => {
    givenCaller(ddb, null);
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [aGame({ gameId: 7 })] } });
    givenUpload(s3, { bytes: BYTES.png, contentType: 'image/png', size: 5 * 1024 * 1024 + 1 });

    const response = await create(body);

    expect(response.statusCode).toBe(413);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(2);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
