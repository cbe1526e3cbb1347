import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../../../lambdas/data';
import { NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const NOW_S = Math.floor(NOW.getTime() / 1000);
const LIMIT = { max: 5, windowSeconds: 900 };
const key = { pk: 'LIMIT#sign-in#alice@example.test', sk: 'LIMIT' };
const window = (count: number, expiresAt: number) => ({
  scope: 'sign-in',
  subject: 'alice@example.test',
  count,
  expiresAt,
});
const stored = (count: number, expiresAt: number) => ({
  ...key,
  ...window(count, expiresAt),
  entity: 'attemptWindow',
});
/** A failed condition as DynamoDB answers it, with the item it saw (ReturnValuesOnConditionCheckFailure). */
const conditionFailed = (item?: Record<string, unknown>) =>
  new ConditionalCheckFailedException({
    message: 'The conditional request failed',
    $metadata: {},
    ...(item ? { Item: marshall(item) } : {}),
  });

const RESERVE = {
  TableName: TABLE,
  Key: key,
  UpdateExpression: 'ADD #count :one',
  ConditionExpression: '#expiresAt > :now AND #count < :max',
  ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
  ExpressionAttributeValues: { ':one': 1, ':now': NOW_S, ':max': 5 },
  ReturnValues: 'ALL_NEW',
  ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
};
const OPEN = {
  TableName: TABLE,
  Item: stored(1, NOW_S + 900),
  ConditionExpression: 'attribute_not_exists(pk) OR #expiresAt <= :now',
  ExpressionAttributeNames: { '#expiresAt': 'expiresAt' },
  ExpressionAttributeValues: { ':now': NOW_S },
};

describe('attempt windows (A16)', () => {
  it('checks and counts an attempt in the open window with one conditional write', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: stored(4, NOW_S + 10) });

    expect(await reserveAttempt('sign-in', 'alice@example.test', NOW, LIMIT)).toEqual(window(4, NOW_S + 10));
    expect(ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input)).toEqual([RESERVE]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses when the open window is full, saying when it ends, without another write', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed(stored(5, NOW_S + 10)));

    expect(await reserveAttempt('sign-in', 'alice@example.test', NOW, LIMIT)).toEqual({
      full: true,
      expiresAt: NOW_S + 10,
    });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['there is none', undefined],
    ['it has ended but is not deleted yet', stored(9, NOW_S)],
  ])('opens a new window, conditionally, when %s', async (_case, old) => {
    ddb.on(UpdateCommand).rejects(conditionFailed(old));
    ddb.on(PutCommand).resolves({});

    expect(await reserveAttempt('sign-in', 'alice@example.test', NOW, LIMIT)).toEqual(window(1, NOW_S + 900));
    expect(ddb.commandCalls(PutCommand).map((call) => call.args[0].input)).toEqual([OPEN]);
  });

  it('counts in the window another request opened first', async () => {
    ddb
      .on(UpdateCommand)
      .rejectsOnce(conditionFailed())
      .resolvesOnce({ Attributes: stored(2, NOW_S + 900) });
    ddb.on(PutCommand).rejects(conditionFailed());

    expect(await reserveAttempt('sign-in', 'alice@example.test', NOW, LIMIT)).toEqual(window(2, NOW_S + 900));
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(2);
  });

  it('gives a place back to the window it was taken from only', async () => {
    ddb.on(UpdateCommand).rejectsOnce(conditionFailed()).resolves({});

    await releaseAttempt('sign-in', 'alice@example.test', window(3, NOW_S + 10));

    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#expiresAt = :expiresAt AND #count > :zero',
      ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':minusOne': -1, ':expiresAt': NOW_S + 10, ':zero': 0 },
    });
  });

  it('closes a window', async () => {
    ddb.on(DeleteCommand).resolves({});

    await clearAttempts('sign-in', 'alice@example.test');

    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Key: key });
  });
});
