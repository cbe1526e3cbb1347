/**
 * Rate-limit windows (failed sign-ins, wrong codes, anonymous lookups). See docs/data-model.md A16.
 * A window opens with the first attempt and lasts a fixed time; the TTL only cleans up, so every
 * condition compares `expiresAt` with the clock.
 *
 * An attempt is reserved before it is made, by one conditional write that both checks and counts:
 * a window's count can never pass its limit, however many requests race for the last places (a read
 * followed by a write let 45 of 50 parallel wrong passwords through).
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AttemptWindowEntity, type AttemptWindow } from './entities';
import { documentClient, isConditionFailure, tableName } from './client';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** How many times a reservation may meet a window that another request opened or ended meanwhile. */
const RESERVE_TRIES = 3;

/** The item a failed condition returned (ReturnValuesOnConditionCheckFailure), if any. */
function itemOfFailure(error: unknown): Record<string, unknown> | undefined {
  const item = (error as { Item?: Record<string, AttributeValue> }).Item;
  return item ? unmarshall(item) : undefined;
}

/**
 * A window with no place left: the attempt must not be made. `expiresAt` (epoch seconds) says when it
 * ends, from the item the failed condition returned; undefined when the window could not be read
 * (it kept changing under concurrent requests).
 */
export interface FullWindow {
  full: true;
  expiresAt: number | undefined;
}

/**
 * Counts one attempt in the open window if it has a place left (count < max), or opens a new
 * window of `windowSeconds` when there is none (or it has ended). Answers the window with this
 * attempt counted, or a `FullWindow` (with its end) when the window is full.
 */
export async function reserveAttempt(
  scope: string,
  subject: string,
  now: Date,
  limit: { max: number; windowSeconds: number },
): Promise<AttemptWindow | FullWindow> {
  const key = AttemptWindowEntity.key({ scope, subject });
  const names = { '#count': 'count', '#expiresAt': 'expiresAt' };
  for (let tries = 0; tries < RESERVE_TRIES; tries++) {
    try {
      const counted = await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: '#expiresAt > :now AND #count < :max',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':one': 1, ':now': seconds(now), ':max': limit.max },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return AttemptWindowEntity.parse(counted.Attributes ?? {});
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const old = itemOfFailure(error);
      // an open window that failed the condition is full
      if (old && Number(old.expiresAt) > seconds(now))
        return { full: true, expiresAt: Number(old.expiresAt) };
    }
    const opened = { scope, subject, count: 1, expiresAt: seconds(now) + limit.windowSeconds };
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName(),
          Item: AttemptWindowEntity.item(opened),
          ConditionExpression: 'attribute_not_exists(pk) OR #expiresAt <= :now',
          ExpressionAttributeNames: { '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':now': seconds(now) },
        }),
      );
      return opened;
    } catch (error) {
      // another request opened the window first: count in it
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { full: true, expiresAt: undefined };
}

/**
 * Gives a reserved place back (the attempt was not a failure that counts); only to the window it
 * was taken from, so a window that ended meanwhile is left alone.
 */
export async function releaseAttempt(scope: string, subject: string, window: AttemptWindow): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: AttemptWindowEntity.key({ scope, subject }),
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#expiresAt = :expiresAt AND #count > :zero',
        ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
        ExpressionAttributeValues: { ':minusOne': -1, ':expiresAt': window.expiresAt, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Closes the window (a success resets the failure count). */
export async function clearAttempts(scope: string, subject: string): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: tableName(), Key: AttemptWindowEntity.key({ scope, subject }) }),
  );
}
