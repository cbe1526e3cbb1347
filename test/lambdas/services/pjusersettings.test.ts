import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { MAX_GAMES_PER_USER } from '../../../lib/contract/constants';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjusersettings';
import { ALICE, BOB, NOW, aGame, aProfile, aUserGame, apiEvent } from '../factories';
import { useFixedDate } from '../clock';
import { ALICE_CLAIMS, PROFILE_KEY, answer, givenCaller } from './helpers';
import { BYTES, HELD_KEY, copies, deletions, givenUpload, mockMediaBucket } from './pictures';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
const s3 = mockMediaBucket();
useFixedDate(NOW);

const post = (path: string, body: Record<string, unknown>) =>
  handler(
    apiEvent({ method: 'POST', path, body: { uuid: ALICE, ...body }, sub: ALICE, claims: ALICE_CLAIMS }),
  );
const update = (name: string, value: unknown) => ({
  TableName: TABLE,
  Key: PROFILE_KEY,
  UpdateExpression: `SET #${name} = :${name}`,
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeNames: { [`#${name}`]: name },
  ExpressionAttributeValues: { [`:${name}`]: value },
});

describe('GET pjusersettings/pjusersettings/user (getUserSettings)', () => {
  const read = (uuid = ALICE) =>
    handler(
      apiEvent({
        method: 'GET',
        path: 'pjusersettings/pjusersettings/user',
        query: { uuid },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );

  it("answers the caller's language, birth date and gender", async () => {
    givenCaller(ddb, aProfile({ languageId: 52, dateOfBirth: '1995-10-20', genderId: 5 }));

    const response = await read();

    expect(answer(response)).toEqual([{ LanguageId: 52, DateOfBirth: '1995-10-20', GenderId: 5 }]);
    expect(v.parse(v.array(answers.userSettings()), answer(response))).toEqual(answer(response));
  });

  it("answers [] before the profile exists and 403 for another user's uuid", async () => {
    givenCaller(ddb, null);

    expect(answer(await read())).toEqual([]);
    expect((await read(BOB)).statusCode).toBe(403);
  });
});

describe('POST .../personalinfo/language/update (updateLanguage)', () => {
  const path = 'pjusersettings/pjusersettings/personalinfo/language/update';

  it('sets a reference language', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    expect(answer(await post(path, { languageId: 41 }))).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(update('languageId', 41));
  });

  it('refuses an unknown language (400) and answers 404 before the profile exists', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    const unknown = await post(path, { languageId: 99999 });
    const missing = await post(path, { languageId: 41 });

    expect(answer(unknown)).toEqual(
      expect.objectContaining({ issues: [{ path: 'body.languageId', message: 'unknown language' }] }),
    );
    expect(missing.statusCode).toBe(404);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});

describe('POST pjusersettings/pjusersettings/image (setProfileImage)', () => {
  const path = 'pjusersettings/pjusersettings/image';
  const FILE = `${ALICE}-Zx9_Q2wE.webp`;

  it("checks the caller's upload, named by its URL, publishes it under a new media key and stores that", async () => {
    givenCaller(ddb);
    givenUpload(s3, { bytes: BYTES.webp, contentType: 'image/webp' });
    ddb.on(UpdateCommand).resolves({});

    const response = await post(path, {
      imageFile: `https://bucket.s3.eu-west-1.amazonaws.com/uploads/userprofileimages/${FILE}?X-Amz-Expires=300`,
    });

    const published = (update: { ExpressionAttributeValues?: Record<string, unknown> }) =>
      Object.values(update.ExpressionAttributeValues ?? {}).find(
        (value) => typeof value === 'string' && value.startsWith('media/'),
      ) as string;
    const key = published(ddb.commandCalls(UpdateCommand)[0]!.args[0].input);
    expect(key).toMatch(new RegExp(`^media/userprofileimages/${ALICE}-[A-Za-z0-9_-]{16}\\.webp$`));
    expect(key).not.toBe(`media/userprofileimages/${FILE}`);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(update('profilePicKey', key));
    expect(answer(response)).toEqual({ ProfilePicLink: `${MEDIA_BASE}/${key.slice('media/'.length)}` });
    // the upload is held out of its address's reach, checked there, and that copy published
    expect(copies(s3)).toEqual([
      { from: `uploads/userprofileimages/${FILE}`, to: HELD_KEY },
      { from: HELD_KEY, to: key, ContentType: 'image/webp' },
    ]);
    const held = copies(s3)[0]!.to;
    expect(s3.commandCalls(HeadObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'playjoin-media-test',
      Key: held,
    });
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'playjoin-media-test',
      Key: held,
      Range: 'bytes=0-11',
    });
    expect(deletions(s3)).toEqual([`uploads/userprofileimages/${FILE}`, held]);
  });

  it("refuses another user's file or folder (400) without writing", async () => {
    givenCaller(ddb);

    for (const imageFile of [`${BOB}-Zx9_Q2wE.webp`, `media/games/${FILE}`]) {
      const response = await post(path, { imageFile });
      expect(response.statusCode).toBe(400);
    }
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
  });

  it('refuses a text file renamed fake.png (400 NotAnImage): deleted, never the picture', async () => {
    givenCaller(ddb);
    givenUpload(s3, { bytes: BYTES.text, contentType: 'image/png' });
    const key = `uploads/userprofileimages/${ALICE}-Zx9_Q2wE.png`;

    const response = await post(path, { imageFile: key });

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual({
      type: 'NotAnImage',
      message: 'the uploaded file is not a JPEG, PNG or WebP image',
    });
    // the upload and its held copy are deleted; nothing was published
    expect(deletions(s3)).toEqual([key, copies(s3)[0]!.to]);
    expect(copies(s3)).toHaveLength(1);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses bytes of another type than the object was stored as (a JPEG uploaded as .png)', async () => {
    givenCaller(ddb);
    givenUpload(s3, { bytes: BYTES.jpeg, contentType: 'image/png' });

    const response = await post(path, { imageFile: `${ALICE}-Zx9_Q2wE.png` });

    expect(response.statusCode).toBe(400);
    expect((answer(response) as { message: string }).message).toBe(
      'the uploaded file is a JPEG image but was uploaded as image/png',
    );
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(2);
    expect(copies(s3)).toHaveLength(1);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses an empty or tiny object without a ranged read (S3 would answer 416)', async () => {
    givenCaller(ddb);
    givenUpload(s3, { bytes: new Uint8Array(), contentType: 'image/png', size: 0 });

    const response = await post(path, { imageFile: `${ALICE}-Zx9_Q2wE.png` });

    expect(response.statusCode).toBe(400);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(2);
    expect(copies(s3)).toHaveLength(1);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses an object over 5 MB (413) and a name with nothing uploaded (404)', async () => {
    givenCaller(ddb);
    givenUpload(s3, { bytes: BYTES.png, contentType: 'image/png', size: 5 * 1024 * 1024 + 1 });
    const tooBig = await post(path, { imageFile: `${ALICE}-Zx9_Q2wE.png` });
    s3.reset();
    givenUpload(s3, null);
    const missing = await post(path, { imageFile: `${ALICE}-Zx9_Q2wE.png` });

    expect([tooBig.statusCode, missing.statusCode]).toEqual([413, 404]);
    expect((answer(tooBig) as { type: string }).type).toBe('PictureTooLarge');
    expect((answer(missing) as { type: string }).type).toBe('PictureNotUploaded');
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const USER_GAMES_QUERY = {
  TableName: TABLE,
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
  ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'GAME#' },
};
const givenGames = (games = [aUserGame({ gameId: 1 }), aUserGame({ gameId: 7 })]) =>
  ddb.on(QueryCommand).resolves({ Items: games });
const givenCatalogue = (ids: number[]) =>
  ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: ids.map((gameId) => aGame({ gameId })) } });

describe('POST pjusersettings/pjusersettings/bio/update (updateBio)', () => {
  const path = 'pjusersettings/pjusersettings/bio/update';

  it('stores the bio trimmed, and a blank bio as null', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    expect(answer(await post(path, { bio: '  GG, duo queue anyone?  ' }))).toEqual({ affectedRows: 1 });
    await post(path, { bio: '   ' });

    expect(ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input)).toEqual([
      update('bio', 'GG, duo queue anyone?'),
      update('bio', null),
    ]);
  });

  it("refuses a bio over 1000 characters and another user's uuid without writing", async () => {
    givenCaller(ddb);

    const long = await post(path, { bio: 'x'.repeat(1001) });
    const other = await handler(
      apiEvent({
        method: 'POST',
        path,
        body: { uuid: BOB, bio: 'hi' },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );

    expect([long.statusCode, other.statusCode]).toEqual([400, 403]);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('POST pjusersettings/pjusersettings/checklist/update (updateChecklist)', () => {
  const path = 'pjusersettings/pjusersettings/checklist/update';
  const checklist = {
    streamer: 1,
    microphone: 0,
    discord: true,
    familyFriendly: 1,
    moderator: 0,
    pcConsole: 1,
    gameStyle: 1,
  };

  it('saves the seven answers in one conditional update', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    expect(answer(await post(path, checklist))).toEqual({ affectedRows: 1 });
    const names = [
      'gameStyle',
      'streamer',
      'microphone',
      'discord',
      'familyFriendly',
      'moderator',
      'pcConsole',
    ];
    const values = [1, 1, 0, 1, 1, 0, 1];
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:${name}`, values[index]])),
    });
  });

  it('refuses flags other than 0/1 and a game style other than 1 or 2 (400, nothing written)', async () => {
    givenCaller(ddb);

    const responses = await Promise.all([
      post(path, { ...checklist, streamer: 2 }),
      post(path, { ...checklist, gameStyle: 0 }),
      post(path, { ...checklist, gameStyle: 3 }),
      post(path, { ...checklist, microphone: undefined }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('POST pjusersettings/pjusersettings/games/insert (addGames)', () => {
  const path = 'pjusersettings/pjusersettings/games/insert';

  it('adds the new games with the spec defaults in one transaction; games already there keep their details', async () => {
    givenCaller(ddb);
    givenCatalogue([1, 9, 12]);
    givenGames();
    ddb.on(TransactWriteCommand).resolves({});

    const response = await post(path, { games: [9, 1, 12, 9] });

    expect(answer(response)).toEqual({ affectedRows: 2 });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems![TABLE]!.Keys).toEqual([
      { pk: 'GAME#9', sk: 'GAME' },
      { pk: 'GAME#1', sk: 'GAME' },
      { pk: 'GAME#12', sk: 'GAME' },
    ]);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual(USER_GAMES_QUERY);
    const entry = (gameId: number) => ({
      Put: {
        TableName: TABLE,
        ConditionExpression: 'attribute_not_exists(pk)',
        Item: {
          uuid: ALICE,
          gameId,
          platform: 1,
          skillLevel: 4,
          frequency: 1,
          rating: 1,
          addedAt: NOW.toISOString(),
          userName: 'alice_plays',
          active: true,
          chatSeenCount: null,
          pk: `USER#${ALICE}`,
          sk: `GAME#${String(gameId).padStart(6, '0')}`,
          entity: 'userGame',
          gsi3pk: `PLAYERS#${gameId}`,
          gsi3sk: NOW.toISOString(),
        },
      },
    });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [entry(9), entry(12)],
    });
  });

  it('refuses unknown game ids (400 naming them) without writing', async () => {
    givenCaller(ddb);
    givenCatalogue([9]);
    givenGames();

    const response = await post(path, { games: [9, 99999] });

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual(
      expect.objectContaining({ issues: [{ path: 'body.games', message: 'unknown games: 99999' }] }),
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it(`refuses an add that would pass ${MAX_GAMES_PER_USER} games (400) and a list longer than that`, async () => {
    givenCaller(ddb);
    givenCatalogue([100, 101]);
    givenGames(
      Array.from({ length: MAX_GAMES_PER_USER - 1 }, (_, index) => aUserGame({ gameId: index + 1 })),
    );

    const over = await post(path, { games: [100, 101] });
    const tooLong = await post(path, {
      games: Array.from({ length: MAX_GAMES_PER_USER + 1 }, (_, i) => i + 1),
    });

    expect(over.statusCode).toBe(400);
    expect(JSON.stringify(answer(over))).toContain(`at most ${MAX_GAMES_PER_USER} games per profile`);
    expect(tooLong.statusCode).toBe(400);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('reads again and retries once when a concurrent add wrote one of the games first', async () => {
    givenCaller(ddb);
    givenCatalogue([9]);
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [] })
      .resolves({ Items: [aUserGame({ gameId: 9 })] });
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed']));

    const response = await post(path, { games: [9] });

    expect(answer(response)).toEqual({ affectedRows: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });
});

describe('POST pjusersettings/pjusersettings/games/delete (removeGames)', () => {
  const path = 'pjusersettings/pjusersettings/games/delete';

  it('deletes the named games the caller has and answers how many; others are passed over', async () => {
    givenCaller(ddb);
    givenGames();
    ddb.on(BatchWriteCommand).resolves({});

    expect(answer(await post(path, { games: [7, 42] }))).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input).toEqual({
      RequestItems: { [TABLE]: [{ DeleteRequest: { Key: { pk: `USER#${ALICE}`, sk: 'GAME#000007' } } }] },
    });
  });

  it("writes nothing when none of the games is the caller's", async () => {
    givenCaller(ddb);
    givenGames();

    expect(answer(await post(path, { games: [42] }))).toEqual({ affectedRows: 0 });
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});

describe('POST pjusersettings/pjusersettings/skilllevel/delete (removeGameDetails)', () => {
  const path = 'pjusersettings/pjusersettings/skilllevel/delete';

  it("puts the named games' details back to the defaults; a game already removed is passed over", async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});
    ddb
      .on(UpdateCommand, { Key: { pk: `USER#${ALICE}`, sk: 'GAME#000042' } })
      .rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    expect(answer(await post(path, { games: [7, 42] }))).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${ALICE}`, sk: 'GAME#000007' },
      UpdateExpression:
        'SET #platform = :platform, #skillLevel = :skillLevel, #frequency = :frequency, #rating = :rating',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: {
        '#platform': 'platform',
        '#skillLevel': 'skillLevel',
        '#frequency': 'frequency',
        '#rating': 'rating',
      },
      ExpressionAttributeValues: { ':platform': 1, ':skillLevel': 4, ':frequency': 1, ':rating': 1 },
    });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(2);
  });
});

describe('pjusersettings platforms (getPlatforms, setPlatform)', () => {
  const read = (username: string) =>
    handler(
      apiEvent({
        method: 'GET',
        path: 'pjusersettings/pjusersettings/platform/get',
        query: { username },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );
  const BOB_NAME_KEY = { pk: 'USERNAME#bob_builds', sk: 'USERNAME' };
  const givenBob = (
    profile = aProfile({ uuid: BOB, userName: 'Bob_Builds', platforms: { '2': 1, '6': 1 } }),
  ) => {
    ddb.on(GetCommand, { Key: BOB_NAME_KEY }).resolves({
      Item: { userName: 'Bob_Builds', userNameLower: 'bob_builds', initial: 'b', uuid: BOB, active: true },
    });
    ddb.on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'PROFILE' } }).resolves({ Item: profile });
  };

  it("answers the caller's own flags from the profile the session check read, every real platform", async () => {
    givenCaller(ddb);

    const response = await read('ALICE_plays');

    expect(answer(response)).toEqual({
      queryResult: [
        { PlatformId: 2, Active: 1 },
        { PlatformId: 3, Active: 0 },
        { PlatformId: 4, Active: 1 },
        { PlatformId: 5, Active: 0 },
        { PlatformId: 6, Active: 0 },
        { PlatformId: 7, Active: 0 },
      ],
    });
    expect(v.parse(answers.platforms(), answer(response))).toEqual(answer(response));
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
  });

  it("answers another user's flags unless blocked either way or deactivated (404, revealing nothing)", async () => {
    ddb.on(GetCommand).resolves({});
    givenCaller(ddb);
    givenBob();
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] } });
    const visible = await read('bob_builds');
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        [TABLE]: [{ pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}`, blockerUuid: BOB, blockedUuid: ALICE }],
      },
    });
    const blocked = await read('bob_builds');
    ddb.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] } });
    givenBob(aProfile({ uuid: BOB, userName: 'Bob_Builds', active: false }));
    const deactivated = await read('bob_builds');
    const unknown = await read('nobody_here');

    expect((answer(visible) as { queryResult: unknown[] }).queryResult).toContainEqual({
      PlatformId: 6,
      Active: 1,
    });
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems![TABLE]!.Keys).toEqual([
      { pk: `USER#${ALICE}`, sk: `BLOCKED#${BOB}` },
      { pk: `USER#${BOB}`, sk: `BLOCKED#${ALICE}` },
    ]);
    for (const hidden of [blocked, deactivated, unknown]) {
      expect(hidden.statusCode).toBe(404);
      expect(answer(hidden)).toEqual({ type: 'NotFound', message: 'no such user' });
    }
  });

  it('turns one flag on or off; refuses platform 1 and codes outside the table', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});
    const path = 'pjusersettings/pjusersettings/platform/post';

    expect(answer(await post(path, { platform: 5, active: 1 }))).toEqual({ affectedRows: 1 });
    const refused = await Promise.all([
      post(path, { platform: 1, active: 1 }),
      post(path, { platform: 8, active: 1 }),
      post(path, { platform: 5, active: 2 }),
    ]);

    expect(ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Key: PROFILE_KEY,
        UpdateExpression: 'SET #platforms.#platform = :active',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#platforms': 'platforms', '#platform': '5' },
        ExpressionAttributeValues: { ':active': 1 },
      },
    ]);
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400]);
  });

  it('answers 404 before the profile exists', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    const response = await post('pjusersettings/pjusersettings/platform/post', { platform: 2, active: 0 });

    expect(response.statusCode).toBe(404);
  });
});
