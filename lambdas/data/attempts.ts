/**
 * Rate-limit windows (failed sign-ins, wrong codes, anonymous lookups). See docs/data-model.md A16.
 * A window opens with the first attempt and lasts a fixed time; the TTL only cleans up, so every
 * reader compares `expiresAt` with the clock.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AttemptWindowEntity, type AttemptWindow } from './entities';
import { documentClient, isConditionFailure, tableName } from './client';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The open window of a scope and subject, or undefined when there is none (or it has ended). */
export async function getAttemptWindow(
  scope: string,
  subject: string,
  now: Date,
): Promise<AttemptWindow | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: AttemptWindowEntity.key({ scope, subject }),
      ConsistentRead: true,
    }),
  );
  const window = result.Item ? AttemptWindowEntity.parse(result.Item) : undefined;
  return window && window.expiresAt > seconds(now) ? window : undefined;
}

/**
 * Counts one attempt in the open window, or opens a new window of `windowSeconds` when there is
 * none (or it has ended); answers the count so far.
 */
export async function countAttempt(
  scope: string,
  subject: string,
  now: Date,
  windowSeconds: number,
): Promise<number> {
  const key = AttemptWindowEntity.key({ scope, subject });
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_exists(pk) AND #expiresAt > :now',
        ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
        ExpressionAttributeValues: { ':one': 1, ':now': seconds(now) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(result.Attributes?.count ?? 1);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: AttemptWindowEntity.item({ scope, subject, count: 1, expiresAt: seconds(now) + windowSeconds }),
    }),
  );
  return 1;
}

/** Closes the window (a success resets the failure count). */
export async function clearAttempts(scope: string, subject: string): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: tableName(), Key: AttemptWindowEntity.key({ scope, subject }) }),
  );
}
