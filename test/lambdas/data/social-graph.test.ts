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
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { blockUser } from '../../../lambdas/data/blocks';
import { putProfileView } from '../../../lambdas/data/profile-views';
import {
  countRank,
  deleteListEntry,
  putListEntry,
  trendBucketIncrement,
} from '../../../lambdas/data/community-lists';
import { STREAM_EVENT_TTL_SECONDS, applyOnce, effectMarkerId } from '../../../lambdas/data/stream-events';
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

  it('moves a user on a list with an UpdateItem of the rank and index keys (the card is kept), and takes them off', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});

    await putListEntry({ uuid: BOB, list: 'POPULAR', rank: countRank(3) });
    await deleteListEntry(BOB, 'POPULAR');

    expect(ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Key: { pk: `USER#${BOB}`, sk: 'LIST#POPULAR' },
        UpdateExpression: 'SET #rank = :rank, #gpk = :gpk, #gsk = :gsk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#rank': 'rank', '#gpk': 'gsi1pk', '#gsk': 'gsi1sk' },
        ExpressionAttributeValues: {
          ':rank': '0000000003',
          ':gpk': 'LIST#POPULAR',
          ':gsk': `0000000003#${BOB}`,
        },
      },
    ]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${BOB}`, sk: 'LIST#POPULAR' },
    });
  });

  it("adds 1 to a trend bucket counter, creating the bucket with its TTL on the day's first", () => {
    expect(trendBucketIncrement({ uuid: BOB, day: '2025-06-01', expiresAt: 1749427200 }, 'views')).toEqual({
      key: { pk: `USER#${BOB}`, sk: 'TREND#2025-06-01' },
      expression:
        'SET #uuid = :uuid, #day = :day, #entity = :entity, #ttl = if_not_exists(#ttl, :ttl) ADD #field :one',
      names: { '#uuid': 'uuid', '#day': 'day', '#entity': 'entity', '#ttl': 'expiresAt', '#field': 'views' },
      values: { ':uuid': BOB, ':day': '2025-06-01', ':entity': 'trendBucket', ':ttl': 1749427200, ':one': 1 },
    });
  });
});

describe('applyOnce: the updates of a stream record, together and exactly once', () => {
  const spectators = {
    key: { pk: `USER#${BOB}`, sk: 'PROFILE' },
    expression: 'ADD #counter :delta',
    condition: 'attribute_exists(pk) AND #counter > :zero',
    names: { '#counter': 'spectatorsCount' },
    values: { ':delta': -1, ':zero': 0 },
  };
  const spectating = {
    ...spectators,
    key: { pk: `USER#${ALICE}`, sk: 'PROFILE' },
    names: { '#counter': 'spectatingCount' },
  };
  const asSent = (update: typeof spectators) => ({
    Update: {
      TableName: TABLE,
      Key: update.key,
      UpdateExpression: update.expression,
      ConditionExpression: update.condition,
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: update.values,
    },
  });

  it('marks each reaction of a record apart', () => {
    expect(effectMarkerId('evt-9', 'spectate')).toBe('evt-9#spectate');
    expect(effectMarkerId('evt-9', 'view')).not.toBe(effectMarkerId('evt-9', 'spectate'));
  });

  it('writes the marker and every update in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});

    expect(await applyOnce('evt-9#spectate', [spectators, spectating], NOW)).toEqual({
      outcome: 'applied',
      refused: [],
    });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input).toEqual({
      TransactItems: [marker('evt-9#spectate'), asSent(spectators), asSent(spectating)],
    });
  });

  it('changes nothing when the marker exists (a redelivered record)', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None'));

    expect(await applyOnce('evt-9#spectate', [spectators, spectating], NOW)).toEqual({
      outcome: 'duplicate',
      refused: [],
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('leaves out a refused update (a counter at 0) and applies the others with the marker', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'ConditionalCheckFailed', 'None'))
      .resolvesOnce({});

    expect(await applyOnce('evt-9#spectate', [spectators, spectating], NOW)).toEqual({
      outcome: 'applied',
      refused: [0],
    });
    expect(ddb.commandCalls(TransactWriteCommand)[1]!.args[0].input).toEqual({
      TransactItems: [marker('evt-9#spectate'), asSent(spectating)],
    });
  });

  it('fails on any other error (retried with the record)', async () => {
    ddb.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(applyOnce('evt-9#spectate', [spectators], NOW)).rejects.toThrow('throttled');
  });
});
