/**
 * Chronicle snapshots (reactions/chronicle-faces.ts, data R10): a rename or a new picture is written
 * onto everything the person wrote and onto their entry among the likers of what they like; a closed
 * account's writings are marked closed and its likers entries removed; other profile changes do nothing.
 */
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { createStreamHandler } from '../../../lambdas/streams';
import * as data from '../../../lambdas/data';
import { ProfileEntity } from '../../../lambdas/data/entities';
import { chronicleFaceChangeOf, chronicleFaces } from '../../../lambdas/streams/reactions/chronicle-faces';
import { ALICE, NOW, aProfile } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const handler = createStreamHandler({ data, clock: { now: () => NOW }, log }, [chronicleFaces]);
const profile = (over: Parameters<typeof aProfile>[0] = {}) => ProfileEntity.item(aProfile(over));
const modify = (before: Record<string, unknown>, after: Record<string, unknown>): DynamoDBRecord => ({
  eventID: 'evt-1',
  eventName: 'MODIFY',
  dynamodb: {
    SequenceNumber: 'seq-1',
    OldImage: marshall(before, { removeUndefinedValues: true }) as never,
    NewImage: marshall(after, { removeUndefinedValues: true }) as never,
  },
});

function givenWritingsAndLikes() {
  ddb
    .on(QueryCommand, { IndexName: 'gsi3', ExpressionAttributeValues: { ':pk': `AUTHOR#${ALICE}` } })
    .resolves({
      Items: [
        { pk: 'POST#p1', sk: 'POST' },
        { pk: 'POST#p2', sk: 'COMMENT#c1' },
      ],
    });
  ddb
    .on(QueryCommand, { IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': `LIKEDBY#${ALICE}` } })
    .resolves({
      Items: [
        { postId: 'p2', target: 'POST' },
        { postId: 'p3', target: 'c9' },
      ],
    });
  ddb.on(UpdateCommand).resolves({});
}

describe('which profile changes touch the chronicle', () => {
  const before = aProfile();
  it.each([
    ['a rename', { userName: 'alice_2' }, { face: { name: 'alice_2', pic: before.profilePicKey } }],
    [
      'a new picture',
      { profilePicKey: 'media/userprofileimages/new.png' },
      { face: { name: before.userName, pic: 'media/userprofileimages/new.png' } },
    ],
    ['the default picture again', { profilePicKey: null }, { face: { name: before.userName, pic: null } }],
    ['a closed account', { active: false }, { closed: true }],
    ['another field', { bio: 'new bio' }, undefined],
  ])('%s', (_, change, expected) => {
    const found = chronicleFaceChangeOf({
      eventName: 'MODIFY',
      before: profile(),
      after: profile(change as never),
    });
    expect(found?.change).toEqual(expected);
  });

  it('ignores other entities and inserts', () => {
    expect(
      chronicleFaceChangeOf({ eventName: 'INSERT', before: undefined, after: profile() }),
    ).toBeUndefined();
    expect(
      chronicleFaceChangeOf({
        eventName: 'MODIFY',
        before: { entity: 'chroniclePost' },
        after: { entity: 'chroniclePost' },
      }),
    ).toBeUndefined();
  });
});

describe('the reaction', () => {
  it("writes a new name onto the person's posts, comments and likers entries", async () => {
    givenWritingsAndLikes();
    const result = await handler({ Records: [modify(profile(), profile({ userName: 'alice_2' }))] });
    expect(result.batchItemFailures).toEqual([]);
    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates.filter((u) => u.UpdateExpression === 'SET authorName = :name, authorPic = :pic')).toEqual([
      expect.objectContaining({
        TableName: TABLE,
        Key: { pk: 'POST#p1', sk: 'POST' },
        ConditionExpression: 'authorUuid = :uuid',
      }),
      expect.objectContaining({ Key: { pk: 'POST#p2', sk: 'COMMENT#c1' } }),
    ]);
    const likers = updates.filter((u) => u.UpdateExpression === 'SET likers.#liker = :face');
    expect(likers.map((u) => u.Key)).toEqual([
      { pk: 'POST#p2', sk: 'POST' },
      { pk: 'POST#p3', sk: 'COMMENT#c9' },
    ]);
    expect(likers[0]).toMatchObject({
      ConditionExpression: 'attribute_exists(likers.#liker)',
      ExpressionAttributeNames: { '#liker': ALICE },
      ExpressionAttributeValues: { ':face': { name: 'alice_2', pic: aProfile().profilePicKey } },
    });
  });

  it('marks a closed account’s writings and removes its likers entries; a like not kept is no failure', async () => {
    givenWritingsAndLikes();
    ddb
      .on(UpdateCommand, { Key: { pk: 'POST#p3', sk: 'COMMENT#c9' } })
      .rejects(new ConditionalCheckFailedException({ message: 'gone', $metadata: {} }));
    const result = await handler({ Records: [modify(profile(), profile({ active: false }))] });
    expect(result.batchItemFailures).toEqual([]);
    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates.filter((u) => u.UpdateExpression === 'SET authorClosed = :closed')).toHaveLength(2);
    expect(updates.filter((u) => u.UpdateExpression === 'REMOVE likers.#liker')).toHaveLength(2);
  });

  it('does nothing for a change the chronicle does not show', async () => {
    givenWritingsAndLikes();
    await handler({ Records: [modify(profile(), profile({ bio: 'hello' }))] });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
