/**
 * Direct messages and conversation summaries. See docs/data-model.md D1–D5.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  ConversationEntity,
  DirectMessageEntity,
  ProfileEntity,
  type Conversation,
  type DirectMessage,
} from './entities';
import {
  TABLE_KEYS,
  batchGet,
  chunk,
  documentClient,
  failedConditions,
  queryIndexPartition,
  tableName,
} from './client';
import { NotFoundError } from '../core/errors';
import { SendWindowFullError, sendWindowCount, type SendWindowLimit } from './chat';

export interface NewDirectMessage {
  fromUuid: string;
  toUuid: string;
  message: string;
}

/** How many ids a new message may try when its id is taken (the same microsecond). */
const MESSAGE_ID_ATTEMPTS = 5;

/** The conversation's two uuids in key order. */
export function conversationPair(uuidA: string, uuidB: string): { lowUuid: string; highUuid: string } {
  return uuidA < uuidB ? { lowUuid: uuidA, highUuid: uuidB } : { lowUuid: uuidB, highUuid: uuidA };
}

/** An upsert of one side's conversation summary: SET every attribute and key, ADD to the unread count. */
function conversationUpdate(uuid: string, otherUuid: string, message: DirectMessage, unreadDelta: 0 | 1) {
  const {
    unreadCount: _unread,
    pk: _pk,
    sk: _sk,
    ...attributes
  } = ConversationEntity.item({
    uuid,
    otherUuid,
    lastMessage: message.message,
    lastMessageAt: message.createdAt,
    lastMessageId: message.messageId,
    lastFromUuid: message.fromUuid,
  });
  const names = Object.keys(attributes);
  return {
    Update: {
      TableName: tableName(),
      Key: ConversationEntity.key({ uuid, otherUuid }),
      UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :a${i}`).join(', ')} ADD #unread :unread`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
        '#unread': 'unreadCount',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, i) => [`:a${i}`, attributes[name]])),
        ':unread': unreadDelta,
      },
    },
  };
}

/**
 * Stores a direct message, both conversation summaries, the recipient's unread count and the sender's
 * send window in one transaction (D1). The message gets `idOf(attempt)` (a taken id retries with the
 * next attempt); a full window refuses it (SendWindowFullError: nothing written).
 */
export async function putDirectMessage(
  input: NewDirectMessage,
  at: Date,
  idOf: (attempt: number) => string,
  window: Omit<SendWindowLimit, 'channel'>,
): Promise<DirectMessage> {
  const counted = sendWindowCount(input.fromUuid, { ...window, channel: 'dm' });
  for (let attempt = 0; attempt < MESSAGE_ID_ATTEMPTS; attempt += 1) {
    const item = DirectMessageEntity.item({
      ...conversationPair(input.fromUuid, input.toUuid),
      messageId: idOf(attempt),
      fromUuid: input.fromUuid,
      toUuid: input.toUuid,
      message: input.message,
      createdAt: at.toISOString(),
    });
    const message = DirectMessageEntity.parse(item);
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            conversationUpdate(input.fromUuid, input.toUuid, message, 0),
            conversationUpdate(input.toUuid, input.fromUuid, message, 1),
            {
              Update: {
                TableName: tableName(),
                Key: ProfileEntity.key({ uuid: input.toUuid }),
                UpdateExpression: 'ADD unreadMessageCount :one',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
            counted,
          ],
        }),
      );
      return message;
    } catch (error) {
      const failed = failedConditions(error);
      if (failed?.includes(4)) throw new SendWindowFullError();
      if (failed?.includes(3)) throw new NotFoundError('recipient not found', { cause: error });
      if (!failed?.includes(0)) throw error;
    }
  }
  throw new Error('no free message id');
}

/**
 * A page of the conversation of two users (D2), oldest first: its latest `limit` messages, or the
 * `limit` before the message `before`.
 */
export async function getConversationPage(
  uuidA: string,
  uuidB: string,
  limit: number,
  before?: string,
): Promise<DirectMessage[]> {
  const pair = conversationPair(uuidA, uuidB);
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression:
        before === undefined
          ? 'pk = :pk AND begins_with(sk, :sk)'
          : 'pk = :pk AND sk BETWEEN :sk AND :before',
      ExpressionAttributeValues: {
        ':pk': DirectMessageEntity.partition(pair),
        ':sk': DirectMessageEntity.sortKeyPrefix(),
        // the sort keys just below `before`'s own (a smaller id, or a shorter one that is its prefix)
        ...(before === undefined
          ? {}
          : {
              ':before': `${DirectMessageEntity.sortKeyPrefix()}${before.slice(0, -1)}${String.fromCharCode(before.charCodeAt(before.length - 1) - 1)}~`,
            }),
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => DirectMessageEntity.parse(item)).reverse();
}

/** The first message of two users' conversation still stored (its oldest), or undefined. */
export async function getOldestDirectMessage(
  uuidA: string,
  uuidB: string,
): Promise<DirectMessage | undefined> {
  const [oldest] = await queryIndexPartition(
    TABLE_KEYS,
    DirectMessageEntity.partition(conversationPair(uuidA, uuidB)),
    {
      sortKey: { beginsWith: DirectMessageEntity.sortKeyPrefix() },
      limit: 1,
    },
  );
  return oldest && DirectMessageEntity.is(oldest) ? DirectMessageEntity.parse(oldest) : undefined;
}

/** A user's conversations, the most recent first, at most `limit` (D3). */
export async function listConversations(uuid: string, limit: number): Promise<Conversation[]> {
  const index = ConversationEntity.gsi1;
  const items = await queryIndexPartition(index, index.partition({ uuid }), { limit, newestFirst: true });
  return items.map((item) => ConversationEntity.parse(item));
}

/** A user's summary of one conversation, or undefined. */
export async function getConversation(uuid: string, otherUuid: string): Promise<Conversation | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: ConversationEntity.key({ uuid, otherUuid }),
      ConsistentRead: true,
    }),
  );
  return result.Item ? ConversationEntity.parse(result.Item) : undefined;
}

/**
 * How many unread messages `uuid` has from each of `otherUuids` together (their conversations' own
 * counts): one BatchGet of those conversation items (0.5 RCU each), for the people hidden from them.
 */
export async function countUnreadFrom(uuid: string, otherUuids: readonly string[]): Promise<number> {
  const unique = [...new Set(otherUuids)].filter((other) => other !== uuid);
  if (unique.length === 0) return 0;
  const items = await batchGet(
    unique.map((otherUuid) => ConversationEntity.key({ uuid, otherUuid })),
    { projection: 'unreadCount' },
  );
  return items.reduce((sum, item) => sum + Math.max(0, Number(item.unreadCount ?? 0)), 0);
}

/** The most unread messages one mark-read reads (a conversation's unread count is bounded by it). */
export const MARK_READ_SCAN = 200;
/** Messages marked per transaction (with the two counts: the 100-item limit holds). */
const MARK_READ_BATCH = 50;

/**
 * Marks read every message `other` sent `reader` up to and including `upTo` (D5), and takes them off
 * both unread counts in the same transactions: a message is marked (and counted) once, whatever runs
 * at the same time. Reads at most MARK_READ_SCAN messages back. Answers how many were marked.
 */
export async function markDirectMessagesRead(reader: string, other: string, upTo: string): Promise<number> {
  const conversation = await getConversation(reader, other);
  if (!conversation || conversation.unreadCount <= 0) return 0;
  const pair = conversationPair(reader, other);
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      FilterExpression: 'toUuid = :me AND readMessage = :unread',
      ExpressionAttributeValues: {
        ':pk': DirectMessageEntity.partition(pair),
        ':from': DirectMessageEntity.sortKeyPrefix(),
        ':to': `${DirectMessageEntity.sortKeyPrefix()}${upTo}`,
        ':me': reader,
        ':unread': 0,
      },
      ScanIndexForward: false,
      Limit: MARK_READ_SCAN,
    }),
  );
  const unread = (result.Items ?? []).map((item) => DirectMessageEntity.parse(item));
  let marked = 0;
  for (const batch of chunk(unread, MARK_READ_BATCH)) {
    marked += await markBatch(reader, other, batch);
  }
  return marked;
}

async function markBatch(reader: string, other: string, batch: readonly DirectMessage[]): Promise<number> {
  let pending = [...batch];
  while (pending.length > 0) {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            ...pending.map((message) => ({
              Update: {
                TableName: tableName(),
                Key: DirectMessageEntity.key(message),
                UpdateExpression: 'SET readMessage = :read',
                ConditionExpression: 'readMessage = :unread AND toUuid = :me',
                ExpressionAttributeValues: { ':read': 1, ':unread': 0, ':me': reader },
              },
            })),
            {
              Update: {
                TableName: tableName(),
                Key: ConversationEntity.key({ uuid: reader, otherUuid: other }),
                UpdateExpression: 'ADD unreadCount :minus',
                ConditionExpression: 'unreadCount >= :count',
                ExpressionAttributeValues: { ':minus': -pending.length, ':count': pending.length },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: ProfileEntity.key({ uuid: reader }),
                UpdateExpression: 'ADD unreadMessageCount :minus',
                ConditionExpression: 'unreadMessageCount >= :count',
                ExpressionAttributeValues: { ':minus': -pending.length, ':count': pending.length },
              },
            },
          ],
        }),
      );
      return pending.length;
    } catch (error) {
      const failed = failedConditions(error);
      if (!failed) throw error;
      // messages someone else marked meanwhile drop out; a count that would go below 0 stops here
      const gone = new Set(failed.filter((index) => index < pending.length));
      if (gone.size === 0) return 0;
      pending = pending.filter((_, index) => !gone.has(index));
    }
  }
  return 0;
}
