/**
 * The social graph's write patterns (srv-social): blocking with the spectate edges removed in the same
 * transaction (A10), profile views once per day (A14), list entries and trend buckets (Community
 * lists), and the per-effect stream marker (stream-events.ts `updateOnce`).
 */
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { blockUser } from '../../../lambdas/data/blocks';
import { putProfileView } from '../../../lambdas/data/profile-views';
import {
  addToTrendBucketOnce,
  countRank,
  deleteListEntry,
  putListEntry,
} from '../../../lambdas/data/community-lists';
import { STREAM_EVENT_TTL_SECONDS, effectMarkerId, updateOnce } from '../../../lambdas/data/stream-events';
import { ALICE, BOB, NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const marker = (eventId: string) => ({
  Put: {
    TableName: TABLE,
    Item: {
      eventId,
      expiresAt: NOW_SECONDS + STREAM_EVENT_TTL_SECONDS,
      pk: `STREAM#${eventId}`,
      sk: 'APPLIED',
      entity: 'streamEvent',
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

describe('blockUser (A10)', () => {
  const unlink = [
    { Delete: { TableName: TABLE, Key: { pk: `USER#${ALICE}`, sk: `SPECTATING#${BOB}` } } },
    { Delete: { TableName: TABLE, Key: { pk: `USER#${BOB}`, sk: `SPECTATING#${ALICE}` } } },
  ];

  it('writes the block and removes the spectate edges both ways in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});

    expect(await blockUser(ALICE, BOB, NOW)).toBe(true);
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
        ...unlink,
      ],
    });
  });

  it('keeps the first block and still removes the edges when blocking again', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None', 'None'))
      .resolvesOnce({});

    expect(await blockUser(ALICE, BOB, NOW)).toBe(false);
    expect(ddb.commandCalls(TransactWriteCommand)[1]!.args[0].input).toEqual({ TransactItems: unlink });
  });

  it('fails on any other error and refuses blocking yourself', async () => {
    ddb.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(blockUser(ALICE, BOB, NOW)).rejects.toThrow('throttled');
    await expect(blockUser(ALICE, ALICE, NOW)).rejects.toThrow(/themselves/);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('putProfileView (A14)', () => {
  const view = {
    viewedUuid: BOB,
    viewerUuid: ALICE,
    day: '2025-06-01',
    createdAt: NOW.toISOString(),
    expiresAt: NOW_SECONDS + 30 * 86400,
  };

  it('writes one view per viewer per day, with its TTL', async () => {
    ddb
      .on(PutCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));

    expect(await putProfileView(view)).toBe(true);
    expect(await putProfileView(view)).toBe(false);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        ...view,
        pk: `USER#${BOB}`,
        sk: `VIEW#2025-06-01#${ALICE}`,
        entity: 'profileView',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('never writes a view of your own profile', async () => {
    await expect(putProfileView({ ...view, viewerUuid: BOB })).rejects.toThrow(/own profile/);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('community list entries and trend buckets', () => {
  it('ranks counts as zero-padded text', () => {
    expect(countRank(7)).toBe('0000000007');
    expect(countRank(1234)).toBe('0000001234');
    expect(countRank(-2)).toBe('0000000000');
    expect([countRank(10), countRank(9)].sort()).toEqual([countRank(9), countRank(10)]);
  });

  it('puts a user on a list in its index, and takes them off', async () => {
    ddb.on(PutCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});

    await putListEntry({ uuid: BOB, list: 'POPULAR', rank: countRank(3) });
    await deleteListEntry(BOB, 'POPULAR');

    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        uuid: BOB,
        list: 'POPULAR',
        rank: '0000000003',
        pk: `USER#${BOB}`,
        sk: 'LIST#POPULAR',
        gsi1pk: 'LIST#POPULAR',
        gsi1sk: `0000000003#${BOB}`,
        entity: 'listEntry',
      },
    });
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${BOB}`, sk: 'LIST#POPULAR' },
    });
  });

  it('adds to a trend bucket once per effect, creating it with its TTL', async () => {
    ddb.on(TransactWriteCommand).resolvesOnce({}).rejectsOnce(cancelled('ConditionalCheckFailed', 'None'));
    const bucket = { uuid: BOB, day: '2025-06-01', expiresAt: 1749427200 };

    expect(await addToTrendBucketOnce('evt-1#trend', bucket, 'views', NOW)).toBe('applied');
    expect(await addToTrendBucketOnce('evt-1#trend', bucket, 'views', NOW)).toBe('duplicate');
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        marker('evt-1#trend'),
        {
          Update: {
            TableName: TABLE,
            Key: { pk: `USER#${BOB}`, sk: 'TREND#2025-06-01' },
            UpdateExpression:
              'SET #uuid = :uuid, #day = :day, #entity = :entity, #ttl = if_not_exists(#ttl, :ttl) ADD #field :one',
            ExpressionAttributeNames: {
              '#uuid': 'uuid',
              '#day': 'day',
              '#entity': 'entity',
              '#ttl': 'expiresAt',
              '#field': 'views',
            },
            ExpressionAttributeValues: {
              ':uuid': BOB,
              ':day': '2025-06-01',
              ':entity': 'trendBucket',
              ':ttl': 1749427200,
              ':one': 1,
            },
          },
        },
      ],
    });
  });
});

describe('updateOnce: one effect of a stream record, exactly once', () => {
  const update = {
    key: { pk: `USER#${BOB}`, sk: 'PROFILE' },
    expression: 'ADD #counter :delta',
    condition: 'attribute_exists(pk) AND #counter > :zero',
    names: { '#counter': 'spectatorsCount' },
    values: { ':delta': -1, ':zero': 0 },
  };

  it('marks each effect of a record apart', () => {
    expect(effectMarkerId('evt-9', 'spectators')).toBe('evt-9#spectators');
    expect(effectMarkerId('evt-9', 'spectating')).not.toBe(effectMarkerId('evt-9', 'spectators'));
  });

  it('writes the marker and the update together; a seen marker is a duplicate, a failed condition a refusal', async () => {
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None'))
      .rejectsOnce(cancelled('None', 'ConditionalCheckFailed'))
      .rejectsOnce(new Error('throttled'));

    expect(await updateOnce('evt-9#spectators', update, NOW)).toBe('applied');
    expect(await updateOnce('evt-9#spectators', update, NOW)).toBe('duplicate');
    expect(await updateOnce('evt-9#spectators', update, NOW)).toBe('refused');
    await expect(updateOnce('evt-9#spectators', update, NOW)).rejects.toThrow('throttled');
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [
        marker('evt-9#spectators'),
        {
          Update: {
            TableName: TABLE,
            Key: update.key,
            UpdateExpression: 'ADD #counter :delta',
            ConditionExpression: 'attribute_exists(pk) AND #counter > :zero',
            ExpressionAttributeNames: { '#counter': 'spectatorsCount' },
            ExpressionAttributeValues: { ':delta': -1, ':zero': 0 },
          },
        },
      ],
    });
  });
});
