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
