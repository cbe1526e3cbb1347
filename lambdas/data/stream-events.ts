/**
 * Counter changes applied from stream records exactly once. See docs/data-model.md "Stream handler".
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { StreamEventEntity } from './entities';
import type { TableKey } from './entity';
import { documentClient, failedConditions, tableName } from './client';

/** How long a record's marker is kept: longer than the stream's 24-hour retention. */
export const STREAM_EVENT_TTL_SECONDS = 26 * 60 * 60;

export type CounterOutcome = 'applied' | 'duplicate' | 'missing';

/**
 * Adds `delta` to a counter attribute of an existing item, unless the stream record `eventId` was
 * already applied: 'duplicate' then, 'missing' when the item does not exist.
 */
export async function addToCounterOnce(
  eventId: string,
  key: TableKey,
  attribute: string,
  delta: number,
  now: Date,
): Promise<CounterOutcome> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: StreamEventEntity.item({
                eventId,
                expiresAt: Math.floor(now.getTime() / 1000) + STREAM_EVENT_TTL_SECONDS,
              }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: key,
              UpdateExpression: 'ADD #counter :delta',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#counter': attribute },
              ExpressionAttributeValues: { ':delta': delta },
            },
          },
        ],
      }),
    );
    return 'applied';
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) return 'duplicate';
    if (failed?.includes(1)) return 'missing';
    throw error;
  }
}

/** The marker id of one effect of a stream record: a record with several effects marks each apart. */
export function effectMarkerId(eventId: string, effect: string): string {
  return `${eventId}#${effect}`;
}

export type OnceOutcome = 'applied' | 'duplicate' | 'refused';

/** One UpdateItem, as `updateOnce` applies it. */
export interface OnceUpdate {
  key: TableKey;
  expression: string;
  /** the update's own condition; 'refused' when it fails */
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * Applies one update together with the marker `STREAM#<markerId>` in one transaction (2 items, about
 * 4 WCU): 'duplicate' when the marker exists (the effect was applied before), 'refused' when the
 * update's own condition fails (nothing is written, so a redelivery is refused again).
 */
export async function updateOnce(markerId: string, update: OnceUpdate, now: Date): Promise<OnceOutcome> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: StreamEventEntity.item({
                eventId: markerId,
                expiresAt: Math.floor(now.getTime() / 1000) + STREAM_EVENT_TTL_SECONDS,
              }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: update.key,
              UpdateExpression: update.expression,
              ...(update.condition ? { ConditionExpression: update.condition } : {}),
              ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
              ...(update.values ? { ExpressionAttributeValues: update.values } : {}),
            },
          },
        ],
      }),
    );
    return 'applied';
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) return 'duplicate';
    if (failed?.includes(1)) return 'refused';
    throw error;
  }
}
