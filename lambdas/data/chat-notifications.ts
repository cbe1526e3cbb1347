/**
 * Chat notifications (docs/data-model.md N1–N4): one item per user and message, counting who liked,
 * answered or tagged; newest first through gsi2, unread after the owner's `chatNotiReadAt`.
 * Its writes are `OnceUpdate`s for `applyOnce` (stream-events.ts), so each event counts exactly once.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ChatNotificationEntity, type ChatNotification } from './entities';
import { setReadMark } from './profiles';
import { documentClient, isConditionFailure, tableName } from './client';
import type { OnceUpdate } from './stream-events';

export type ChatNotificationKind = ChatNotification['notiType'];
export type ChatActor = ChatNotification['actor1'];

const COUNTERS: Record<ChatNotificationKind, 'likedCount' | 'respondedCount' | 'taggedCount'> = {
  liked: 'likedCount',
  responded: 'respondedCount',
  tagged: 'taggedCount',
};

/** One event on a user's notification about a message. */
export interface ChatNotificationEvent {
  /** whose notification */
  uuid: string;
  /** the message it is about */
  messageId: string;
  parentMessageId: string | null;
  gameId: number;
  messageText: string;
  kind: ChatNotificationKind;
  /** +1 (liked, answered, tagged) or −1 (a like undone: never below 0) */
  delta: 1 | -1;
  actor: ChatActor;
  at: Date;
}

/**
 * The update of one event (N1): +1 creates or refreshes the item (the newest event first in gsi2, its
 * actor the first face, the previous first face the second); −1 only takes 1 from its count, refused
 * when the count is already 0 or the item is missing.
 */
export function chatNotificationChange(event: ChatNotificationEvent): OnceUpdate {
  const key = ChatNotificationEntity.key({ uuid: event.uuid, messageId: event.messageId });
  const counter = COUNTERS[event.kind];
  if (event.delta < 0) {
    return {
      key,
      expression: 'ADD #counter :delta',
      condition: 'attribute_exists(pk) AND #counter > :zero',
      names: { '#counter': counter },
      values: { ':delta': -1, ':zero': 0 },
    };
  }
  const updatedAt = event.at.toISOString();
  const index = ChatNotificationEntity.gsi2;
  const values: Record<string, unknown> = {
    ':one': 1,
    ':zero': 0,
    ':entity': ChatNotificationEntity.name,
    ':uuid': event.uuid,
    ':messageId': event.messageId,
    ':parent': event.parentMessageId,
    ':gameId': event.gameId,
    ':text': event.messageText,
    ':kind': event.kind,
    ':actor': event.actor,
    ':none': null,
    ':at': updatedAt,
    ':gsiPk': index.partition({ uuid: event.uuid }),
    ':gsiSk': index.sortKey({ updatedAt, messageId: event.messageId }),
  };
  const others = (Object.values(COUNTERS) as string[]).filter((name) => name !== counter);
  return {
    key,
    expression:
      [
        'SET #entity = :entity, #uuid = :uuid, messageId = :messageId, parentMessageId = :parent',
        'gameId = :gameId, messageText = :text, notiType = :kind, updatedAt = :at',
        `actor2 = if_not_exists(actor1, :none), actor1 = :actor`,
        ...others.map((name) => `${name} = if_not_exists(${name}, :zero)`),
        `#gsiPk = :gsiPk, #gsiSk = :gsiSk`,
      ].join(', ') + ' ADD #counter :one',
    names: {
      '#entity': 'entity',
      '#uuid': 'uuid',
      '#counter': counter,
      '#gsiPk': index.pkAttribute,
      '#gsiSk': index.skAttribute,
    },
    values,
  };
}

/**
 * Takes a notification whose counts are all 0 (its likes undone) out of gsi2, so it is neither listed
 * nor counted as unread; a notification with any count left is not touched.
 */
export async function hideEmptyChatNotification(uuid: string, messageId: string): Promise<boolean> {
  const index = ChatNotificationEntity.gsi2;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ChatNotificationEntity.key({ uuid, messageId }),
        UpdateExpression: 'REMOVE #gsiPk, #gsiSk',
        ConditionExpression:
          'attribute_exists(pk) AND likedCount = :zero AND respondedCount = :zero AND taggedCount = :zero',
        ExpressionAttributeNames: { '#gsiPk': index.pkAttribute, '#gsiSk': index.skAttribute },
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export interface ChatNotificationPage {
  items: ChatNotification[];
  /** where the next page starts (an opaque cursor), undefined on the last page */
  cursor: string | undefined;
}

/** A page of a user's chat notifications, newest event first (N2). `cursor` continues a page. */
export async function listChatNotifications(
  uuid: string,
  pageSize: number,
  cursor?: string,
): Promise<ChatNotificationPage> {
  const index = ChatNotificationEntity.gsi2;
  const startKey = cursor === undefined ? undefined : startKeyOf(uuid, cursor);
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.pkAttribute },
      ExpressionAttributeValues: { ':pk': index.partition({ uuid }) },
      ScanIndexForward: false,
      Limit: pageSize,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = (result.Items ?? []).map((item) => ChatNotificationEntity.parse(item));
  const last = result.Items?.at(-1);
  return {
    items,
    cursor: result.LastEvaluatedKey && last ? String(last[index.skAttribute]) : undefined,
  };
}

/** The index key a page cursor (`<updatedAt>#<messageId>`) stands for, or a 400-worthy undefined. */
function startKeyOf(uuid: string, cursor: string): Record<string, string> | undefined {
  const split = cursor.indexOf('#');
  if (split < 0) return undefined;
  const messageId = cursor.slice(split + 1);
  const index = ChatNotificationEntity.gsi2;
  return {
    ...ChatNotificationEntity.key({ uuid, messageId }),
    [index.pkAttribute]: index.partition({ uuid }),
    [index.skAttribute]: cursor,
  };
}

/**
 * A user's notifications newer than `since` (N3), newest first, at most `cap`: the unread ones, read
 * whole (a COUNT query reads them as much), so the count applies the list's rule to their faces.
 */
export async function listChatNotificationsSince(
  uuid: string,
  since: string | null,
  cap: number,
): Promise<ChatNotification[]> {
  const index = ChatNotificationEntity.gsi2;
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.indexName,
      KeyConditionExpression: since === null ? '#pk = :pk' : '#pk = :pk AND #sk > :since',
      ExpressionAttributeNames:
        since === null
          ? { '#pk': index.pkAttribute }
          : { '#pk': index.pkAttribute, '#sk': index.skAttribute },
      ExpressionAttributeValues:
        since === null
          ? { ':pk': index.partition({ uuid }) }
          : { ':pk': index.partition({ uuid }), ':since': `${since}#~` },
      ScanIndexForward: false,
      Limit: cap,
    }),
  );
  return (result.Items ?? []).map((item) => ChatNotificationEntity.parse(item));
}

/** Marks every chat notification up to `at` read (N4): 1 WCU. */
export const markChatNotificationsRead = (uuid: string, at: Date): Promise<boolean> =>
  setReadMark(uuid, 'chatNotiReadAt', at);
