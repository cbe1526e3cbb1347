/**
 * The pjusernotification service's chronicle mention notices (ours, issue 11; docs/data-model.md
 * R8–R9): the caller's newest notices through gsi2, newest first, through the people pipeline (blocked
 * either way and closed accounts left out), read under the profile's `mentionNotiReadAt`.
 */
import * as v from 'valibot';
import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import type { ChronicleMention, Profile } from '../../../lambdas/data';
import { ChronicleMentionEntity } from '../../../lambdas/data/entities';
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
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
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

const list = (query: Record<string, string> = { uuid: ALICE }) =>
  handler(
    apiEvent({
      method: 'GET',
      path: 'pjusernotification/pjusernotification/mentions',
      query,
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );
const markRead = (uuid = ALICE) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjusernotification/pjusernotification/update/mentionnotification',
      body: { uuid },
      sub: ALICE,
      claims: ALICE_CLAIMS,
    }),
  );

/** A notice for Alice as the table stores it (keys included). */
function aMention(overrides: Partial<ChronicleMention> & Pick<ChronicleMention, 'byUuid'>): ChronicleMention {
  return {
    uuid: ALICE,
    postId: 'post-1',
    target: 'POST',
    excerpt: 'gg @alice',
    createdAt: ago(1),
    expiresAt: NOW_SECONDS + 3600,
    ...overrides,
  };
}

/** Alice's notices, newest first as the index answers; Alice blocked Frank, Eve blocked Alice. */
function givenMentions(notices: ChronicleMention[], alice: Profile | null) {
  givenCaller(ddb, alice);
  ddb
    .on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': `CHRONOTI#${ALICE}` } })
    .resolves({ Items: notices.map((notice) => ChronicleMentionEntity.item(notice)) });
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

const mention = (
  name: string,
  picture: string,
  notice: Pick<ChronicleMention, 'postId' | 'target' | 'excerpt' | 'createdAt'>,
  read: 0 | 1,
) => ({
  type: 'mention',
  name,
  profileImage: picture,
  readMessage: read,
  key: `mention#${notice.postId}#${notice.target}`,
  Created: notice.createdAt,
  postId: notice.postId,
  target: notice.target,
  excerpt: notice.excerpt,
});

const mentionQuery = () =>
  ddb
    .commandCalls(QueryCommand)
    .map((call) => call.args[0].input)
    .find((input) => input.ExpressionAttributeValues?.[':pk'] === `CHRONOTI#${ALICE}`);

describe('GET pjusernotification/pjusernotification/mentions (listMentionNotifications)', () => {
  it("lists the caller's newest notices, unread after mentionNotiReadAt, without the blocked, closed or expired", async () => {
    const fromCarol = aMention({ byUuid: CAROL, target: '1748779000000-abc', createdAt: ago(1) });
    const fromFrank = aMention({ byUuid: FRANK, postId: 'post-2', createdAt: ago(5) });
    const fromDave = aMention({ byUuid: DAVE, postId: 'post-3', createdAt: ago(10) });
    const fromEve = aMention({ byUuid: EVE, postId: 'post-4', createdAt: ago(20) });
    const expired = aMention({ byUuid: BOB, postId: 'post-5', createdAt: ago(30), expiresAt: NOW_SECONDS });
    const fromBob = aMention({ byUuid: BOB, postId: 'post-6', excerpt: 'hi', createdAt: ago(180) });
    givenMentions(
      [fromCarol, fromFrank, fromDave, fromEve, expired, fromBob],
      aProfile({ mentionNotiReadAt: ago(60) }),
    );

    const response = await list();

    expect(response.statusCode).toBe(200);
    const body = answer(response);
    expect(v.parse(answers.mentionNotifications(), body)).toEqual(body);
    expect(body).toEqual({
      data: [
        mention('carol', `${MEDIA_BASE}/defaults/profile.svg`, fromCarol, 0),
        mention('Bob_Builds', `${MEDIA_BASE}/userprofileimages/Bob_Builds.png`, fromBob, 1),
      ],
    });
    expect(mentionQuery()).toEqual({
      TableName: TABLE,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi2pk' },
      ExpressionAttributeValues: { ':pk': `CHRONOTI#${ALICE}` },
      ScanIndexForward: false,
      Limit: 50,
    });
    // the people who mentioned her in one batch
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(1);
  });

  it('reads the newest `limit` notices, and refuses a limit over 50 (400)', async () => {
    givenMentions([aMention({ byUuid: BOB })], aProfile());

    const body = answer(await list({ uuid: ALICE, limit: '10' })) as { data: { readMessage: number }[] };

    // never marked read: everything is unread
    expect(body.data.map((item) => item.readMessage)).toEqual([0]);
    expect(mentionQuery()).toEqual(expect.objectContaining({ Limit: 10 }));
    expect((await list({ uuid: ALICE, limit: '51' })).statusCode).toBe(400);
    expect((await list({ uuid: ALICE, limit: '0' })).statusCode).toBe(400);
  });

  it('answers an empty list for no notices, and refuses another uuid (403)', async () => {
    givenMentions([], aProfile());

    expect(answer(await list())).toEqual({ data: [] });
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect((await list({ uuid: BOB })).statusCode).toBe(403);
  });
});

describe('POST pjusernotification/pjusernotification/update/mentionnotification (markMentionNotificationsRead)', () => {
  it("sets the caller's mentionNotiReadAt to now", async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});

    const response = await markRead();

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: PROFILE_KEY,
      UpdateExpression: 'SET #mark = :at',
      ExpressionAttributeNames: { '#mark': 'mentionNotiReadAt' },
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
