/**
 * The community-list reactions (srv-lists): NEW entries on signup, TRENDING/NEWTRENDING from the trend
 * buckets, the lists' counters and the games' trend buckets — over the real data layer, with the
 * exact commands asserted.
 */
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { createStreamHandler } from '../../../lambdas/streams';
import * as data from '../../../lambdas/data';
import {
  ListEntryEntity,
  ProfileEntity,
  TrendBucketEntity,
  UserGameEntity,
} from '../../../lambdas/data/entities';
import {
  gameTrends,
  listCounts,
  newList,
  trendingLists,
} from '../../../lambdas/streams/reactions/community-lists';
import { ALICE, BOB, NOW, aCard, aProfile, aUserGame } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  ddb.reset();
  jest.clearAllMocks();
});

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const handler = createStreamHandler({ data, clock: { now: () => NOW }, log }, [
  newList,
  trendingLists,
  listCounts,
  gameTrends,
]);
const DAY = 24 * 60 * 60;
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const TODAY_START = Date.parse('2025-06-01T00:00:00.000Z') / 1000;

let sequence = 0;
function record(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  images: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): DynamoDBRecord {
  const eventID = `evt-${(sequence += 1)}`;
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
const run = (...records: DynamoDBRecord[]) => handler({ Records: records });
const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

/** No entry exists yet: the move (conditional) fails, the create succeeds. */
function givenNoEntry() {
  ddb.on(UpdateCommand).callsFake((input: { ConditionExpression?: string }) => {
    if (input.ConditionExpression === 'attribute_exists(pk)') throw conditionFailed();
    return {};
  });
}

/** The entry writes: [list, rank, expiresAt] of each UpdateItem, in order. */
const entryWrites = () =>
  ddb.commandCalls(UpdateCommand).map((call) => {
    const values = call.args[0].input.ExpressionAttributeValues!;
    return [call.args[0].input.Key!.sk, values[':rank'], values[':ttl']];
  });

describe('stream handler: the NEW list', () => {
  const profile = (overrides: Parameters<typeof aProfile>[0] = {}) =>
    ProfileEntity.item(aProfile({ uuid: BOB, userName: 'bob', ...overrides }));
  const createdAt = '2025-05-30T08:00:00.000Z';

  it('puts a new account on NEW ranked by createdAt for 30 days, with its card when it has one', async () => {
    const card = aCard({ uuid: BOB, userName: 'bob', createdAt });
    givenNoEntry();
    ddb.on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'CARD' } }).resolves({ Item: card });

    await run(record('INSERT', { after: profile({ createdAt }) }));

    const ttl = Math.floor(Date.parse(createdAt) / 1000) + 30 * DAY;
    const calls = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      TableName: TABLE,
      Key: { pk: `USER#${BOB}`, sk: 'LIST#NEW' },
      UpdateExpression:
        'SET #rank = :rank, #gpk = :gpk, #gsk = :gsk, #ttl = :ttl, #uuid = :uuid, #list = :list, #entity = :entity, #card = if_not_exists(#card, :card)',
      ExpressionAttributeNames: {
        '#rank': 'rank',
        '#gpk': 'gsi1pk',
        '#gsk': 'gsi1sk',
        '#ttl': 'expiresAt',
        '#uuid': 'uuid',
        '#list': 'list',
        '#entity': 'entity',
        '#card': 'card',
      },
      ExpressionAttributeValues: {
        ':rank': createdAt,
        ':gpk': 'LIST#NEW',
        ':gsk': `${createdAt}#${BOB}`,
        ':ttl': ttl,
        ':uuid': BOB,
        ':list': 'NEW',
        ':entity': 'listEntry',
        ':card': card,
      },
    });
  });

  it('creates the entry without a card when the card does not exist yet (the card’s record copies it on)', async () => {
    givenNoEntry();
    ddb.on(GetCommand).resolves({});

    await run(record('INSERT', { after: profile({ createdAt }) }));

    const create = ddb.commandCalls(UpdateCommand)[1]!.args[0].input;
    expect(create.UpdateExpression).not.toContain('#card');
    expect(create.ExpressionAttributeValues).not.toHaveProperty(':card');
  });

  it('puts a reactivated new account back; leaves old accounts, inactive inserts and other changes alone', async () => {
    ddb.on(UpdateCommand).resolves({});
    await run(
      record('MODIFY', { before: profile({ createdAt, active: false }), after: profile({ createdAt }) }),
      record('INSERT', { after: profile({ createdAt: '2025-04-01T00:00:00.000Z' }) }),
      record('INSERT', { after: profile({ createdAt, active: false }) }),
      record('MODIFY', { before: profile({ createdAt }), after: profile({ createdAt, bio: 'hi' }) }),
    );
    expect(entryWrites()).toEqual([
      ['LIST#NEW', createdAt, Math.floor(Date.parse(createdAt) / 1000) + 30 * DAY],
    ]);
  });
});

describe('stream handler: the TRENDING and NEWTRENDING lists', () => {
  const bucket = (day: string, views: number, newSpectators = 0) =>
    TrendBucketEntity.item({ uuid: BOB, day, views, newSpectators, expiresAt: NOW_SECONDS + DAY });
  function given(card: ReturnType<typeof aCard> | undefined, buckets: ReturnType<typeof bucket>[]) {
    ddb.on(QueryCommand).resolves({ Items: buckets });
    ddb.on(GetCommand, { Key: { pk: `USER#${BOB}`, sk: 'CARD' } }).resolves({ Item: card });
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
  }

  it('ranks a new user by the sum of their last 7 days on both lists', async () => {
    given(aCard({ uuid: BOB, userName: 'bob', createdAt: '2025-05-25T00:00:00.000Z' }), [
      bucket('2025-05-27', 3, 1),
      bucket('2025-06-01', 5, 2),
    ]);

    await run(record('MODIFY', { before: bucket('2025-06-01', 4, 2), after: bucket('2025-06-01', 5, 2) }));

    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      ConsistentRead: true,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `USER#${BOB}`,
        ':from': 'TREND#2025-05-26',
        ':to': 'TREND#2025-06-01',
      },
    });
    const trendingUntil = TODAY_START + 7 * DAY;
    const newUntil = Date.parse('2025-05-25T00:00:00.000Z') / 1000 + 30 * DAY;
    expect(entryWrites()).toEqual(
      expect.arrayContaining([
        ['LIST#TRENDING', '0000000011', trendingUntil],
        ['LIST#NEWTRENDING', '0000000011', Math.min(trendingUntil, newUntil)],
      ]),
    );
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('keeps an older account off NEWTRENDING', async () => {
    given(aCard({ uuid: BOB, userName: 'bob', createdAt: '2024-01-01T00:00:00.000Z' }), [
      bucket('2025-06-01', 2),
    ]);
    await run(record('INSERT', { after: bucket('2025-06-01', 2) }));
    expect(entryWrites()).toEqual([['LIST#TRENDING', '0000000002', TODAY_START + 7 * DAY]]);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      ListEntryEntity.key({ uuid: BOB, list: 'NEWTRENDING' }),
    ]);
  });

  it('takes a user without a card (deactivated) off both lists; ignores old buckets and TTL removals', async () => {
    given(undefined, [bucket('2025-06-01', 2)]);
    await run(
      record('INSERT', { after: bucket('2025-06-01', 2) }),
      record('MODIFY', { before: bucket('2025-05-20', 1), after: bucket('2025-05-20', 2) }),
      record('REMOVE', { before: bucket('2025-05-20', 2) }),
    );
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      ListEntryEntity.key({ uuid: BOB, list: 'TRENDING' }),
      ListEntryEntity.key({ uuid: BOB, list: 'NEWTRENDING' }),
    ]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
  });
});

/** Each transaction sent: its marker id and its updates. */
function transactions() {
  return ddb.commandCalls(TransactWriteCommand).map((call) => {
    const [marker, ...updates] = (call.args[0].input as TransactWriteCommandInput).TransactItems!;
    return { marker: marker!.Put!.Item!.pk, updates: updates.map((item) => item.Update) };
  });
}

describe('stream handler: the list counters', () => {
  const entry = (list: 'NEW' | 'POPULAR') => ListEntryEntity.item({ uuid: BOB, list, rank: '0000000001' });

  it('counts an entry in on insert and out on removal, once per record, never below 0', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await run(
      record('INSERT', { after: entry('POPULAR') }),
      record('REMOVE', { before: entry('NEW') }),
      record('MODIFY', { before: entry('POPULAR'), after: { ...entry('POPULAR'), rank: '0000000002' } }),
    );
    const sent = transactions();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.marker).toMatch(/^STREAM#evt-\d+#listcount$/);
    expect(sent[0]!.updates).toEqual([
      {
        TableName: TABLE,
        Key: { pk: 'LISTCOUNT#POPULAR', sk: 'COUNT' },
        UpdateExpression: 'SET #list = :list, #entity = :entity ADD #count :delta',
        ExpressionAttributeNames: { '#list': 'list', '#entity': 'entity', '#count': 'count' },
        ExpressionAttributeValues: { ':list': 'POPULAR', ':entity': 'listCount', ':delta': 1 },
      },
    ]);
    expect(sent[1]!.updates).toEqual([
      {
        TableName: TABLE,
        Key: { pk: 'LISTCOUNT#NEW', sk: 'COUNT' },
        UpdateExpression: 'SET #list = :list, #entity = :entity ADD #count :delta',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#list': 'list', '#entity': 'entity', '#count': 'count' },
        ExpressionAttributeValues: { ':list': 'NEW', ':entity': 'listCount', ':delta': -1, ':zero': 0 },
      },
    ]);
  });

  it('a redelivered record changes nothing (its marker exists)', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const result = await run(record('INSERT', { after: entry('NEW') }));
    expect(result.batchItemFailures).toEqual([]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('stream handler: the games’ trend buckets', () => {
  it('adds a player to the game’s bucket of the day it was added, only for listed inserts', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const added = UserGameEntity.item(
      aUserGame({ uuid: ALICE, gameId: 42, addedAt: '2025-05-31T22:00:00.000Z', active: true }),
    );
    const unlisted = UserGameEntity.item(aUserGame({ uuid: BOB, gameId: 42, active: false }));
    await run(
      record('INSERT', { after: added }),
      record('INSERT', { after: unlisted }),
      record('MODIFY', { before: unlisted, after: added }),
      record('REMOVE', { before: added }),
    );
    const sent = transactions();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.marker).toMatch(/#gametrend$/);
    expect(sent[0]!.updates).toEqual([
      {
        TableName: TABLE,
        Key: { pk: 'GAME#42', sk: 'TREND#2025-05-31' },
        UpdateExpression:
          'SET #gameId = :gameId, #day = :day, #entity = :entity, #ttl = if_not_exists(#ttl, :ttl) ADD #players :one',
        ExpressionAttributeNames: {
          '#gameId': 'gameId',
          '#day': 'day',
          '#entity': 'entity',
          '#ttl': 'expiresAt',
          '#players': 'players',
        },
        ExpressionAttributeValues: {
          ':gameId': 42,
          ':day': '2025-05-31',
          ':entity': 'gameTrendBucket',
          ':ttl': Date.parse('2025-05-31T00:00:00.000Z') / 1000 + 8 * DAY,
          ':one': 1,
        },
      },
    ]);
  });

  it('then copies the last 7 buckets onto the catalogue game, only over an older day or a smaller total', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'GAME#42' } }).resolves({
      Items: [
        { pk: 'GAME#42', sk: 'TREND#2025-05-27', gameId: 42, day: '2025-05-27', players: 2, expiresAt: 1 },
        { pk: 'GAME#42', sk: 'TREND#2025-06-01', gameId: 42, day: '2025-06-01', players: 3, expiresAt: 1 },
      ],
    });
    ddb.on(UpdateCommand).resolves({});
    const added = UserGameEntity.item(aUserGame({ uuid: ALICE, gameId: 42, active: true }));

    await run(record('INSERT', { after: added }));

    expect(ddb.commandCalls(QueryCommand).map((c) => c.args[0].input)).toEqual([
      {
        TableName: TABLE,
        ConsistentRead: true,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': 'GAME#42',
          ':from': 'TREND#2025-05-26',
          ':to': 'TREND#2025-06-01',
        },
      },
    ]);
    expect(ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input)).toEqual([
      {
        TableName: TABLE,
        Key: { pk: 'GAME#42', sk: 'GAME' },
        UpdateExpression: 'SET recentJoins = :joins, recentJoinsDay = :day, recentJoinsTotal = :total',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(recentJoinsDay) OR recentJoinsDay < :day OR ' +
          '(recentJoinsDay = :day AND recentJoinsTotal <= :total))',
        ExpressionAttributeValues: {
          ':joins': { '2025-05-27': 2, '2025-06-01': 3 },
          ':day': '2025-06-01',
          ':total': 5,
        },
      },
    ]);
  });

  it('a copy that lost the race to a larger one is skipped, not retried', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(UpdateCommand).rejects(conditionFailed());
    const added = UserGameEntity.item(aUserGame({ uuid: ALICE, gameId: 42, active: true }));

    const result = await run(record('INSERT', { after: added }));

    expect(result.batchItemFailures).toEqual([]);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});
