/**
 * The pjusernotification service (issue 11): the spectate notifications of the General tab (S7),
 * newest spectators first through the people pipeline, read under the profile's `specNotiReadAt`.
 */
import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import type { Profile } from '../../../lambdas/data';
import { handler } from '../../../lambdas/services/pjusernotification';
import { useFixedDate } from '../clock';
import { ALICE, BOB, CAROL, NOW, aProfile, apiEvent } from '../factories';
import { ALICE_CLAIMS, PROFILE_KEY, answer, conditionFailed, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW);

const DAVE = '44444444-4444-4444-8444-444444444444';
const EVE = '55555555-5555-4555-8555-555555555555';
const FRANK = '66666666-6666-4666-8666-666666666666';
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const person = (uuid: string, userName: string, overrides: Partial<Profile> = {}) =>
  aProfile({ uuid, userName, profilePicKey: `media/userprofileimages/${userName}.png`, ...overrides });
const PEOPLE = [
  person(BOB, 'Bob_Builds'),
  person(CAROL, 'carol', { profilePicKey: null }),
  person(DAVE, 'dave', { active: false }),
  person(EVE, 'eve'),
  person(FRANK, 'frank'),
];

const list = (uuid = ALICE) =>
  handler(
    apiEvent({
      method: 'GET',
      path: 'pjusernotification/pjusernotification/spectating',
      query: { uuid },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );
const markRead = (uuid = ALICE) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjusernotification/pjusernotification/update/specnotification',
      body: { uuid },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

/** Alice's spectators, newest first as the index answers; Alice blocked Frank, Eve blocked Alice. */
function givenSpectators(edges: { spectatorUuid: string; createdAt: string }[], alice: Profile | null) {
  givenCaller(ddb, alice);
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `SPECTATORS#${ALICE}` } })
    .resolves({ Items: edges.map((edge) => ({ ...edge, targetUuid: ALICE })) });
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `USER#${ALICE}`, ':sk': 'BLOCKED#' } })
    .resolves({ Items: [{ blockerUuid: ALICE, blockedUuid: FRANK, createdAt: ago(600) }] });
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `BLOCKEDBY#${ALICE}` } })
    .resolves({ Items: [{ blockerUuid: EVE, blockedUuid: ALICE, createdAt: ago(600) }] });
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string }[] }> }) => {
    const wanted = new Set(input.RequestItems[TABLE]!.Keys.map((key) => key.pk));
    return { Responses: { [TABLE]: PEOPLE.filter((p) => wanted.has(`USER#${p.uuid}`)) } };
  });
}

const spec = (name: string, picture: string, createdAt: string, read: 0 | 1) => ({
  type: 'spec',
  name,
  profileImage: picture,
  status: 'TO',
  accepted: 0,
  readMessage: read,
  readMessageTo: read,
  readMessageFrom: 1,
  gameId: null,
  gameDescription: null,
  gameImage: null,
  key: `spec#${createdAt}#${name}`,
  Created: createdAt,
});

describe('GET pjusernotification/pjusernotification/spectating (listSpectateNotifications)', () => {
  it("lists the caller's newest spectators, unread after specNotiReadAt, without the blocked or closed", async () => {
    givenSpectators(
      [
        { spectatorUuid: CAROL, createdAt: ago(1) },
        { spectatorUuid: FRANK, createdAt: ago(5) },
        { spectatorUuid: DAVE, createdAt: ago(10) },
        { spectatorUuid: EVE, createdAt: ago(20) },
        { spectatorUuid: BOB, createdAt: ago(180) },
      ],
      aProfile({ specNotiReadAt: ago(60) }),
    );

    const response = await list();

    expect(response.statusCode).toBe(200);
    const body = answer(response);
    expect(v.parse(answers.generalNotifications(), body)).toEqual(body);
    expect(body).toEqual({
      data: [
        spec('carol', `${MEDIA_BASE}/defaults/profile.svg`, ago(1), 0),
        spec('Bob_Builds', `${MEDIA_BASE}/userprofileimages/Bob_Builds.png`, ago(180), 1),
      ],
    });
    const edgeQuery = ddb
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .find((input) => input.ExpressionAttributeValues?.[':pk'] === `SPECTATORS#${ALICE}`);
    expect(edgeQuery).toEqual(
      expect.objectContaining({ IndexName: 'gsi1', ScanIndexForward: false, Limit: 50 }),
    );
    // the spectators' profiles in one batch
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(1);
  });

  it('shows everything unread to a caller who never marked them read', async () => {
    givenSpectators([{ spectatorUuid: BOB, createdAt: ago(3) }], aProfile());

    const body = answer(await list()) as { data: { readMessage: number }[] };

    expect(body.data.map((item) => item.readMessage)).toEqual([0]);
  });

  it('answers an empty list for nobody spectating, and refuses another uuid (403)', async () => {
    givenSpectators([], aProfile());

    expect(answer(await list())).toEqual({ data: [] });
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect((await list(BOB)).statusCode).toBe(403);
  });
});

describe('POST pjusernotification/pjusernotification/update/specnotification (markSpectateNotificationsRead)', () => {
  it("sets the caller's specNotiReadAt to now", async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    const response = await markRead();

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #mark = :at',
      ExpressionAttributeNames: { '#mark': 'specNotiReadAt' },
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': NOW.toISOString() },
    });
  });

  it('answers 0 for a caller without a profile yet (nothing written), 403 for another uuid', async () => {
    givenCaller(ddb, null);
    ddb.on(UpdateCommand).rejects(conditionFailed());

    expect(answer(await markRead())).toEqual({ affectedRows: 0 });
    expect((await markRead(BOB)).statusCode).toBe(403);
  });
});
