import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  batchGet,
  batchWrite,
  chunk,
  failedConditions,
  isConditionFailure,
  queryAll,
  queryIndexPartition,
  TABLE_KEYS,
} from '../../../lambdas/data/client';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const put = (n: number) => ({ PutRequest: { Item: { pk: `P#${n}`, sk: 'S' } } });

describe('data client helpers', () => {
  it('splits batch writes into chunks of 25', async () => {
    ddb.on(BatchWriteCommand).resolves({});
    const requests = Array.from({ length: 60 }, (_, n) => put(n));

    await batchWrite(requests);

    const calls = ddb.commandCalls(BatchWriteCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.RequestItems?.[TABLE]?.length)).toEqual([25, 25, 10]);
    expect(calls[0]).toEqual({ RequestItems: { [TABLE]: requests.slice(0, 25) } });
  });

  it('retries only the unprocessed writes', async () => {
    ddb
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { [TABLE]: [put(1)] } })
      .resolvesOnce({});

    await batchWrite([put(0), put(1)]);

    const calls = ddb.commandCalls(BatchWriteCommand).map((call) => call.args[0].input);
    expect(calls).toEqual([
      { RequestItems: { [TABLE]: [put(0), put(1)] } },
      { RequestItems: { [TABLE]: [put(1)] } },
    ]);
  });

  it('gives up after repeated unprocessed writes', async () => {
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: { [TABLE]: [put(1)] } });

    await expect(batchWrite([put(1)])).rejects.toThrow(/unprocessed/);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(8);
  }, 20_000);

  it('batch-gets in chunks of 100 and retries unprocessed keys', async () => {
    const keys = Array.from({ length: 101 }, (_, n) => ({ pk: `P#${n}`, sk: 'S' }));
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { [TABLE]: [{ pk: 'P#0' }] },
        UnprocessedKeys: { [TABLE]: { Keys: [keys[1]!] } },
      })
      .resolvesOnce({ Responses: { [TABLE]: [{ pk: 'P#1' }] } })
      .resolvesOnce({ Responses: { [TABLE]: [{ pk: 'P#100' }] } });

    const items = await batchGet(keys);

    expect(items).toEqual([{ pk: 'P#0' }, { pk: 'P#1' }, { pk: 'P#100' }]);
    const inputs = ddb.commandCalls(BatchGetCommand).map((call) => call.args[0].input);
    expect(inputs[0]).toEqual({ RequestItems: { [TABLE]: { Keys: keys.slice(0, 100) } } });
    expect(inputs[1]).toEqual({ RequestItems: { [TABLE]: { Keys: [keys[1]] } } });
    expect(inputs[2]).toEqual({ RequestItems: { [TABLE]: { Keys: [keys[100]] } } });
  });

  it('pages a query to the end', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ n: 1 }], LastEvaluatedKey: { pk: 'a', sk: '1' } })
      .resolvesOnce({ Items: [{ n: 2 }] });

    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'a' },
    });

    expect(items).toEqual([{ n: 1 }, { n: 2 }]);
    expect(ddb.commandCalls(QueryCommand)[1]!.args[0].input).toEqual({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'a' },
      ExclusiveStartKey: { pk: 'a', sk: '1' },
    });
  });

  it('recognizes condition failures', () => {
    const cancelled = new TransactionCanceledException({
      message: 'cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });

    expect(isConditionFailure(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }))).toBe(
      true,
    );
    expect(isConditionFailure(new Error('x'))).toBe(false);
    expect(failedConditions(cancelled)).toEqual([1]);
    expect(failedConditions(new Error('x'))).toBeUndefined();
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});

describe('queryIndexPartition', () => {
  const index = { indexName: 'gsi2', pkAttribute: 'gsi2pk', skAttribute: 'gsi2sk' };

  it('reads the first `limit` items of an index partition in one query, newest first', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ n: 1 }], LastEvaluatedKey: { pk: 'more' } });

    await expect(queryIndexPartition(index, 'CONVOS#u', { limit: 5, newestFirst: true })).resolves.toEqual([
      { n: 1 },
    ]);

    expect(ddb.commandCalls(QueryCommand).map((call) => call.args[0].input)).toEqual([
      {
        TableName: TABLE,
        IndexName: 'gsi2',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'gsi2pk' },
        ExpressionAttributeValues: { ':pk': 'CONVOS#u' },
        ScanIndexForward: false,
        Limit: 5,
      },
    ]);
  });

  it('reads a whole partition page after page when no limit is given, with a range and a projection', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ n: 1 }], LastEvaluatedKey: { pk: 'next' } })
      .resolvesOnce({ Items: [{ n: 2 }] });

    const items = await queryIndexPartition(index, 'LIKEDBY#u', {
      sortKey: { between: ['000001', '000009~'] },
      projection: { expression: 'postId, #target', names: { '#target': 'target' } },
    });

    expect(items).toEqual([{ n: 1 }, { n: 2 }]);
    const inputs = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs[0]).toEqual({
      TableName: TABLE,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :low AND :high',
      ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk', '#target': 'target' },
      ExpressionAttributeValues: { ':pk': 'LIKEDBY#u', ':low': '000001', ':high': '000009~' },
      ProjectionExpression: 'postId, #target',
    });
    expect(inputs[1]).toMatchObject({ ExclusiveStartKey: { pk: 'next' } });
  });

  it('reads a partition of the table itself by a sort key prefix', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });

    await queryIndexPartition(TABLE_KEYS, 'DM#a#b', { sortKey: { beginsWith: 'MSG#' }, limit: 1 });

    const [input] = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(input).not.toHaveProperty('IndexName');
    expect(input).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: { ':pk': 'DM#a#b', ':sk': 'MSG#' },
      Limit: 1,
    });
  });
});
