/**
 * The social reactions of the stream handler (srv-social): spectate counters, profile views, trend
 * buckets and the POPULAR list, each effect applied exactly once with a marker of its own.
 */
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { createStreamHandler } from '../../../lambdas/streams';
import { spectateCounters } from '../../../lambdas/streams/reactions/spectate-counters';
import { profileViews } from '../../../lambdas/streams/reactions/profile-views';
import { popularList } from '../../../lambdas/streams/reactions/popular-list';
import * as data from '../../../lambdas/data';
import { ProfileEntity, ProfileViewEntity, SpectateEntity } from '../../../lambdas/data/entities';
import { STREAM_EVENT_TTL_SECONDS } from '../../../lambdas/data/stream-events';
import { ALICE, BOB, NOW, aCard, aProfile } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  ddb.reset();
  jest.clearAllMocks();
});

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const handler = createStreamHandler({ data, clock: { now: () => NOW }, log }, [
  spectateCounters,
  profileViews,
  popularList,
]);
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);

let sequence = 0;
function record(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  images: { before?: Record<string, unknown>; after?: Record<string, unknown> },
  eventID = `evt-${(sequence += 1)}`,
): DynamoDBRecord {
  return {
    eventID,
    eventName,
    dynamodb: {
      SequenceNumber: `seq-${eventID}`,
      ...(images.before
        ? { OldImage: marshall(images.before, { removeUndefinedValues: true }) as never }
        : {}),
      ...(images.after ? { NewImage: marshall(images.after, { removeUndefinedValues: true }) as never } : {}),
    },
  };
}
const event = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

const edge = SpectateEntity.item({
  spectatorUuid: ALICE,
  targetUuid: BOB,
  createdAt: '2025-05-31T23:59:00.000Z',
});
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

/** Each transaction sent: its marker and its updates (key, expression, condition, names, values). */
function transactions() {
  return ddb.commandCalls(TransactWriteCommand).map((call) => {
    const [marker, ...updates] = (call.args[0].input as TransactWriteCommandInput).TransactItems!;
    expect(marker!.Put).toEqual({
      TableName: TABLE,
      Item: expect.objectContaining({
        expiresAt: NOW_SECONDS + STREAM_EVENT_TTL_SECONDS,
        entity: 'streamEvent',
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    return {
      marker: marker!.Put!.Item!.pk,
      updates: updates.map(({ Update }) => ({
        key: Update!.Key,
        expression: Update!.UpdateExpression,
        condition: Update!.ConditionExpression,
        names: Update!.ExpressionAttributeNames,
        values: Update!.ExpressionAttributeValues,
      })),
    };
  });
}

describe('stream handler: spectate counters', () => {
  it('counts a new edge on both profiles and as a new spectator in the target’s trend bucket of its day, in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const inserted = record('INSERT', { after: edge });

    expect(await handler(event(inserted))).toEqual({ batchItemFailures: [] });

    expect(transactions()).toEqual([
      {
        marker: `STREAM#${inserted.eventID}#spectate`,
        updates: [
          {
            key: { pk: `USER#${BOB}`, sk: 'PROFILE' },
            expression: 'ADD #counter :delta',
            condition: 'attribute_exists(pk)',
            names: { '#counter': 'spectatorsCount' },
            values: { ':delta': 1 },
          },
          {
            key: { pk: `USER#${ALICE}`, sk: 'PROFILE' },
            expression: 'ADD #counter :delta',
            condition: 'attribute_exists(pk)',
            names: { '#counter': 'spectatingCount' },
            values: { ':delta': 1 },
          },
          {
            key: { pk: `USER#${BOB}`, sk: 'TREND#2025-05-31' },
            expression:
              'SET #uuid = :uuid, #day = :day, #entity = :entity, #ttl = if_not_exists(#ttl, :ttl) ADD #field :one',
            condition: undefined,
            names: expect.objectContaining({ '#field': 'newSpectators' }),
            values: expect.objectContaining({ ':ttl': Date.parse('2025-06-08T00:00:00Z') / 1000, ':one': 1 }),
          },
        ],
      },
    ]);
  });

  it('uncounts a removed edge on both profiles, never below 0, and leaves the trend alone', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const removed = record('REMOVE', { before: edge });

    await handler(event(removed));

    expect(transactions()).toEqual([
      {
        marker: `STREAM#${removed.eventID}#spectate`,
        updates: [
          expect.objectContaining({
            key: { pk: `USER#${BOB}`, sk: 'PROFILE' },
            condition: 'attribute_exists(pk) AND #counter > :zero',
            names: { '#counter': 'spectatorsCount' },
            values: { ':delta': -1, ':zero': 0 },
          }),
          expect.objectContaining({
            key: { pk: `USER#${ALICE}`, sk: 'PROFILE' },
            condition: 'attribute_exists(pk) AND #counter > :zero',
            names: { '#counter': 'spectatingCount' },
            values: { ':delta': -1, ':zero': 0 },
          }),
        ],
      },
    ]);
  });

  it('a counter at 0 is refused while the other applies, logged, without failing the batch', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'ConditionalCheckFailed', 'None'))
      .resolvesOnce({});

    expect(await handler(event(record('REMOVE', { before: edge })))).toEqual({ batchItemFailures: [] });
    expect(transactions()[1]!.updates.map((update) => update.names)).toEqual([
      { '#counter': 'spectatingCount' },
    ]);
    expect(log.info).toHaveBeenCalledWith(
      'stream effects skipped',
      expect.objectContaining({ outcome: 'applied', refused: [{ pk: `USER#${BOB}`, sk: 'PROFILE' }] }),
    );
  });

  it('a failed record is retried whole, and a redelivery after success changes nothing', async () => {
    const inserted = record('INSERT', { after: edge }, 'evt-retry');
    ddb.on(TransactWriteCommand).rejectsOnce(new Error('throttled')).resolvesOnce({});
    expect(await handler(event(inserted))).toEqual({
      batchItemFailures: [{ itemIdentifier: 'seq-evt-retry' }],
    });
    expect(await handler(event(inserted))).toEqual({ batchItemFailures: [] });

    ddb.reset();
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None'));
    expect(await handler(event(inserted))).toEqual({ batchItemFailures: [] });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(log.info).toHaveBeenCalledWith(
      'stream effects skipped',
      expect.objectContaining({ eventID: 'evt-retry', outcome: 'duplicate' }),
    );
  });

  it('passes over a malformed edge image (4xx) without writing', async () => {
    const result = await handler(event(record('INSERT', { after: { ...edge, targetUuid: 'not-a-uuid' } })));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(ddb.calls()).toHaveLength(0);
    expect(log.warn).toHaveBeenCalledWith(
      'stream record passed over',
      expect.objectContaining({ reaction: 'spectate-counters' }),
    );
  });

  it('ignores modified edges and other entities', async () => {
    await handler(
      event(
        record('MODIFY', { before: edge, after: edge }),
        record('INSERT', { after: { pk: 'X', sk: 'Y', entity: 'block' } }),
      ),
    );
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('stream handler: profile views', () => {
  const view = ProfileViewEntity.item({
    viewedUuid: BOB,
    viewerUuid: ALICE,
    day: '2025-06-01',
    createdAt: NOW.toISOString(),
    expiresAt: NOW_SECONDS + 30 * 86400,
  });

  it("counts a new view into the viewed profile and its day's trend bucket, together and once", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const inserted = record('INSERT', { after: view });

    await handler(event(inserted));

    expect(transactions()).toEqual([
      {
        marker: `STREAM#${inserted.eventID}#view`,
        updates: [
          {
            key: { pk: `USER#${BOB}`, sk: 'PROFILE' },
            expression: 'ADD #counter :delta',
            condition: 'attribute_exists(pk)',
            names: { '#counter': 'profileViewsCount' },
            values: { ':delta': 1 },
          },
          expect.objectContaining({
            key: { pk: `USER#${BOB}`, sk: 'TREND#2025-06-01' },
            names: expect.objectContaining({ '#field': 'views' }),
          }),
        ],
      },
    ]);
  });

  it('a view expiring (TTL removal) changes no count', async () => {
    await handler(event(record('REMOVE', { before: view })));
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('stream handler: the POPULAR list', () => {
  const profile = (overrides: Parameters<typeof aProfile>[0] = {}) =>
    ProfileEntity.item(aProfile({ uuid: BOB, userName: 'bob', ...overrides }));

  const MOVE = 'attribute_exists(pk)';
  const card = aCard({ uuid: BOB, userName: 'bob' });
  const conditionFailed = () =>
    new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

  it('ranks a user by spectatorsCount while active with at least one spectator, keeping the entry’s card', async () => {
    // the first record finds no entry (created with the card), the second moves it
    let moves = 0;
    ddb.on(UpdateCommand).callsFake((input: { ConditionExpression?: string }) => {
      if (input.ConditionExpression === MOVE && (moves += 1) === 1) throw conditionFailed();
      return {};
    });
    ddb.on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'CARD' } }).resolves({ Item: card });
    ddb.on(DeleteCommand).resolves({});

    await handler(
      event(
        record('MODIFY', { before: profile(), after: profile({ spectatorsCount: 1 }) }),
        record('MODIFY', {
          before: profile({ spectatorsCount: 1 }),
          after: profile({ spectatorsCount: 12 }),
        }),
        record('MODIFY', {
          before: profile({ spectatorsCount: 12 }),
          after: profile({ spectatorsCount: 0 }),
        }),
      ),
    );

    const move = (rank: string) => ({
      TableName: TABLE,
      Key: { pk: `USER#${BOB}`, sk: 'LIST#POPULAR' },
      UpdateExpression: 'SET #rank = :rank, #gpk = :gpk, #gsk = :gsk',
      ConditionExpression: MOVE,
      ExpressionAttributeNames: { '#rank': 'rank', '#gpk': 'gsi1pk', '#gsk': 'gsi1sk' },
      ExpressionAttributeValues: { ':rank': rank, ':gpk': 'LIST#POPULAR', ':gsk': `${rank}#${BOB}` },
    });
    expect(ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input)).toEqual([
      move('0000000001'),
      {
        TableName: TABLE,
        Key: { pk: `USER#${BOB}`, sk: 'LIST#POPULAR' },
        UpdateExpression:
          'SET #rank = :rank, #gpk = :gpk, #gsk = :gsk, #uuid = :uuid, #list = :list, #entity = :entity, #card = if_not_exists(#card, :card)',
        ExpressionAttributeNames: {
          '#rank': 'rank',
          '#gpk': 'gsi1pk',
          '#gsk': 'gsi1sk',
          '#uuid': 'uuid',
          '#list': 'list',
          '#entity': 'entity',
          '#card': 'card',
        },
        ExpressionAttributeValues: {
          ':rank': '0000000001',
          ':gpk': 'LIST#POPULAR',
          ':gsk': `0000000001#${BOB}`,
          ':uuid': BOB,
          ':list': 'POPULAR',
          ':entity': 'listEntry',
          ':card': card,
        },
      },
      move('0000000012'),
    ]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: { pk: `USER#${BOB}`, sk: 'LIST#POPULAR' } },
    ]);
  });

  it('takes a deactivated user off and puts them back when reactivated', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] }); // the ended-sessions reaction finds no connection
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});

    await handler(
      event(
        record('MODIFY', {
          before: profile({ spectatorsCount: 4 }),
          after: profile({ spectatorsCount: 4, active: false }),
        }),
        record('MODIFY', {
          before: profile({ spectatorsCount: 4, active: false }),
          after: profile({ spectatorsCount: 4 }),
        }),
      ),
    );

    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: `USER#${BOB}`, sk: 'LIST#POPULAR' },
    ]);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual(
      expect.objectContaining({ ':rank': '0000000004' }),
    );
  });

  it('writes nothing when the rank does not change', async () => {
    await handler(
      event(
        record('MODIFY', {
          before: profile({ spectatorsCount: 3 }),
          after: profile({ spectatorsCount: 3, spectatingCount: 9, bio: 'new' }),
        }),
        record('INSERT', { after: profile() }),
      ),
    );
    expect(ddb.calls()).toHaveLength(0);
  });
});
