import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { clearAttempts, countAttempt, getAttemptWindow } from '../../../lambdas/data';
import { NOW } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const NOW_S = Math.floor(NOW.getTime() / 1000);
const key = { pk: 'LIMIT#sign-in#alice@example.test', sk: 'LIMIT' };
const stored = (count: number, expiresAt: number) => ({
  ...key,
  scope: 'sign-in',
  subject: 'alice@example.test',
  count,
  expiresAt,
  entity: 'attemptWindow',
});

describe('attempt windows (A16)', () => {
  it('reads an open window strongly consistently, and ignores one that has ended but is not deleted yet', async () => {
    ddb
      .on(GetCommand)
      .resolvesOnce({ Item: stored(3, NOW_S + 10) })
      .resolvesOnce({ Item: stored(9, NOW_S) });

    expect(await getAttemptWindow('sign-in', 'alice@example.test', NOW)).toEqual({
      scope: 'sign-in',
      subject: 'alice@example.test',
      count: 3,
      expiresAt: NOW_S + 10,
    });
    expect(await getAttemptWindow('sign-in', 'alice@example.test', NOW)).toBeUndefined();
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: key,
      ConsistentRead: true,
    });
  });

  it('counts an attempt in the open window', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { count: 4 } });

    expect(await countAttempt('sign-in', 'alice@example.test', NOW, 900)).toBe(4);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'ADD #count :one',
      ConditionExpression: 'attribute_exists(pk) AND #expiresAt > :now',
      ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':one': 1, ':now': NOW_S },
      ReturnValues: 'UPDATED_NEW',
    });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('opens a new window when there is none or it has ended', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'x', $metadata: {} }));
    ddb.on(PutCommand).resolves({});

    expect(await countAttempt('sign-in', 'alice@example.test', NOW, 900)).toBe(1);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: stored(1, NOW_S + 900),
    });
  });

  it('closes a window', async () => {
    ddb.on(DeleteCommand).resolves({});

    await clearAttempts('sign-in', 'alice@example.test');

    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Key: key });
  });
});
