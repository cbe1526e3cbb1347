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

/** The marker id of one reaction's effects on a stream record: each reaction marks a record apart. */
export function effectMarkerId(eventId: string, reaction: string): string {
  return `${eventId}#${reaction}`;
}

/** One UpdateItem, as `applyOnce` applies it. */
export interface OnceUpdate {
  key: TableKey;
  expression: string;
  /** the update's own condition; the update is refused (left out) when it fails */
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** What `applyOnce` did: every update applied but the refused ones, or nothing (a duplicate). */
export type OnceResult = { outcome: 'applied'; refused: number[] } | { outcome: 'duplicate'; refused: [] };

/**
 * Applies the updates a stream record implies together with the marker `STREAM#<markerId>`, in one
 * transaction (the marker and n items: 2 + 2n WCU for items up to 1 KB), so they are applied exactly
 * once, all together: 'duplicate' when the marker exists (applied before). An update whose own
 * condition fails (a counter that may not go below 0, a missing item) is refused: the transaction
 * is sent again without it, so the others still apply, and a redelivery finds the marker.
 */
export async function applyOnce(
  markerId: string,
  updates: readonly OnceUpdate[],
  now: Date,
): Promise<OnceResult> {
  const marker = {
    Put: {
      TableName: tableName(),
      Item: StreamEventEntity.item({
        eventId: markerId,
        expiresAt: Math.floor(now.getTime() / 1000) + STREAM_EVENT_TTL_SECONDS,
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  let pending = updates.map((update, index) => ({ update, index }));
  const refused: number[] = [];
  for (;;) {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            marker,
            ...pending.map(({ update }) => ({
              Update: {
                TableName: tableName(),
                Key: update.key,
                UpdateExpression: update.expression,
                ...(update.condition ? { ConditionExpression: update.condition } : {}),
                ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
                ...(update.values ? { ExpressionAttributeValues: update.values } : {}),
              },
            })),
          ],
        }),
      );
      return { outcome: 'applied', refused: refused.sort((a, b) => a - b) };
    } catch (error) {
      const failed = failedConditions(error);
      if (!failed) throw error;
      if (failed.includes(0)) return { outcome: 'duplicate', refused: [] };
      const failedUpdates = new Set(failed.map((position) => position - 1));
      if (failedUpdates.size === 0) throw error;
      refused.push(...pending.filter((_, position) => failedUpdates.has(position)).map(({ index }) => index));
      pending = pending.filter((_, position) => !failedUpdates.has(position));
    }
  }
}
