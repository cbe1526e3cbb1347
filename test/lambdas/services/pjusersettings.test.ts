import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjusersettings';
import { ALICE, BOB, aProfile, apiEvent } from '../factories';
import { ALICE_CLAIMS, PROFILE_KEY, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

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

  it("stores the key of the caller's upload, named by its URL, and answers its public address", async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    const response = await post(path, {
      imageFile: `https://bucket.s3.eu-west-1.amazonaws.com/media/userprofileimages/${FILE}?X-Amz-Expires=300`,
    });

    expect(answer(response)).toEqual({ ProfilePicLink: `${MEDIA_BASE}/userprofileimages/${FILE}` });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(
      update('profilePicKey', `media/userprofileimages/${FILE}`),
    );
  });

  it("refuses another user's file or folder (400) without writing", async () => {
    givenCaller(ddb);

    for (const imageFile of [`${BOB}-Zx9_Q2wE.webp`, `media/games/${FILE}`]) {
      const response = await post(path, { imageFile });
      expect(response.statusCode).toBe(400);
    }
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
