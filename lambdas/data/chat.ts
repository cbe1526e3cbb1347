/**
 * Game chat messages and their likes. See docs/data-model.md H1–H2, H6–H7.
 */
import type * as v from 'valibot';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ChatLikeEntity, ChatMessageEntity, type ChatLike, type ChatMessage } from './entities';
import { documentClient, failedConditions, isConditionFailure, queryAll, tableName } from './client';
import { NotFoundError } from '../core/errors';

export type NewChatMessage = Omit<v.InferInput<typeof ChatMessageEntity.schema>, 'messageId' | 'createdAt'>;

/** How many later milliseconds a new message may take when its id is already used. */
const MESSAGE_ID_ATTEMPTS = 20;

/**
 * Stores a new message; its id is the epoch-ms time `at` (or the next free millisecond: ids are
 * unique across games because the item's partition is the id).
 */
export async function putChatMessage(message: NewChatMessage, at: Date): Promise<ChatMessage> {
  for (let attempt = 0; attempt < MESSAGE_ID_ATTEMPTS; attempt += 1) {
    const messageId = String(at.getTime() + attempt);
    const item = ChatMessageEntity.item({
      ...message,
      messageId,
      createdAt: new Date(at.getTime() + attempt).toISOString(),
    });
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return ChatMessageEntity.parse(item);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error('no free message id');
}

/** One message by id, or undefined (strongly consistent). */
export async function getChatMessage(messageId: string): Promise<ChatMessage | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: ChatMessageEntity.key({ messageId }),
      ConsistentRead: true,
    }),
  );
  return result.Item ? ChatMessageEntity.parse(result.Item) : undefined;
}

export interface ChatPageKey {
  gameId: number;
  messageId: string;
}
export interface ChatPage {
  messages: ChatMessage[];
  lastEvaluatedKey: ChatPageKey | undefined;
}

/** A page of a game's chat, newest first, continuing after `after` when given. */
export async function getChatPage(gameId: number, pageSize: number, after?: ChatPageKey): Promise<ChatPage> {
  const index = ChatMessageEntity.gsi1;
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.pkAttribute },
      ExpressionAttributeValues: { ':pk': index.partition({ gameId }) },
      ScanIndexForward: false,
      Limit: pageSize,
      ExclusiveStartKey: after ? ChatMessageEntity.startKey(after, index.indexName) : undefined,
    }),
  );
  const messages = (result.Items ?? []).map((item) => ChatMessageEntity.parse(item));
  const last = messages.at(-1);
  return {
    messages,
    lastEvaluatedKey: result.LastEvaluatedKey && last ? { gameId, messageId: last.messageId } : undefined,
  };
}

async function currentLikeCount(messageId: string): Promise<number> {
  const message = await getChatMessage(messageId);
  if (!message) throw new NotFoundError('message not found');
  return message.likeCount;
}

export interface LikeResult {
  /** false when the like was already there (or already gone): nothing changed */
  changed: boolean;
  likeCount: number;
}

/** Adds one user's like to a message, once; answers the message's like count afterwards. */
export async function likeChatMessage(like: ChatLike): Promise<LikeResult> {
  const changed = await changeLike(like.messageId, [
    {
      Put: {
        TableName: tableName(),
        Item: ChatLikeEntity.item(like),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    likeCountUpdate(like.messageId, 1),
  ]);
  return { changed, likeCount: await currentLikeCount(like.messageId) };
}

/** Removes one user's like from a message, if there; answers the message's like count afterwards. */
export async function unlikeChatMessage(messageId: string, uuid: string): Promise<LikeResult> {
  const changed = await changeLike(messageId, [
    {
      Delete: {
        TableName: tableName(),
        Key: ChatLikeEntity.key({ messageId, uuid }),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    likeCountUpdate(messageId, -1),
  ]);
  return { changed, likeCount: await currentLikeCount(messageId) };
}

function likeCountUpdate(messageId: string, delta: 1 | -1) {
  return {
    Update: {
      TableName: tableName(),
      Key: ChatMessageEntity.key({ messageId }),
      UpdateExpression: 'ADD likeCount :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

async function changeLike(
  messageId: string,
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
): Promise<boolean> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(1)) throw new NotFoundError(`message ${messageId} not found`, { cause: error });
    if (failed?.includes(0)) return false;
    throw error;
  }
}

/** Who liked a message (in uuid order). */
export async function listChatLikes(messageId: string): Promise<ChatLike[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: {
      ':pk': ChatLikeEntity.partition({ messageId }),
      ':sk': ChatLikeEntity.sortKeyPrefix(),
    },
  });
  return items.map((item) => ChatLikeEntity.parse(item));
}
