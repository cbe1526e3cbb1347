/**
 * Game chat messages, their likes, send windows and read counts. See docs/data-model.md H1–H9.
 */
import type * as v from 'valibot';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ChatLikeEntity,
  ChatMessageEntity,
  RoomTickEntity,
  SendWindowEntity,
  GameEntity,
  UserGameEntity,
  type ChatLike,
  type ChatMessage,
  type SendWindow,
} from './entities';
import {
  assignments,
  documentClient,
  failedConditions,
  isConditionFailure,
  queryIndexPartition,
  tableName,
} from './client';
import { NotFoundError, TooManyRequestsError } from '../core/errors';

export type NewChatMessage = Omit<v.InferInput<typeof ChatMessageEntity.schema>, 'messageId' | 'createdAt'>;

/** How many tiebreaks a new message may try when its id is already taken (the same microsecond). */
const MESSAGE_ID_ATTEMPTS = 5;

/** The send limit a message's write enforces (domain/chat.ts sendWindowOf gives the window). */
export interface SendWindowLimit {
  channel: SendWindow['channel'];
  window: number;
  expiresAt: number;
  limit: number;
}

/** A message refused because its sender's window is full: nothing was written. */
export class SendWindowFullError extends TooManyRequestsError {
  constructor() {
    super('send window full');
  }
}

/**
 * The transaction item that counts one send in the sender's window, refused (its condition fails)
 * when the window is full: a message's write carries it, so a refused send writes nothing.
 */
export function sendWindowCount(uuid: string, window: SendWindowLimit) {
  const counted = SendWindowEntity.item({
    uuid,
    channel: window.channel,
    window: window.window,
    sends: 0,
    expiresAt: window.expiresAt,
  });
  const { pk, sk, sends: _sends, ...rest } = counted;
  const names: Record<string, string> = { '#sends': 'sends' };
  const values: Record<string, unknown> = { ':one': 1, ':limit': window.limit };
  const sets = assignments(rest, names, values);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: `SET ${sets.join(', ')} ADD #sends :one`,
      ConditionExpression: 'attribute_not_exists(#sends) OR #sends < :limit',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A message refused because its big room took all the messages this second can (slow mode). */
export class RoomFullError extends TooManyRequestsError {
  constructor() {
    super('room slow mode');
  }
}

/** A big room's second a message joins (H12): the room's limit for it and the sender's own id. */
export interface RoomTickSlot {
  second: number;
  expiresAt: number;
  limit: number;
  clientMessageId: string | null;
}

/**
 * The transaction item that appends a message to its big room's tick, refused (its condition fails)
 * once the second holds `limit` messages.
 */
function roomTickAppend(message: ChatMessage, slot: RoomTickSlot) {
  const { pk, sk } = RoomTickEntity.key({ gameId: message.gameId, second: slot.second });
  const fields = RoomTickEntity.item({
    gameId: message.gameId,
    second: slot.second,
    expiresAt: slot.expiresAt,
  });
  const { pk: _pk, sk: _sk, sends: _sends, messages: _messages, ...rest } = fields;
  const names: Record<string, string> = { '#sends': 'sends', '#messages': 'messages' };
  const values: Record<string, unknown> = {
    ':one': 1,
    ':limit': slot.limit,
    ':none': [],
    ':entry': [{ message, clientMessageId: slot.clientMessageId }],
  };
  const sets = assignments(rest, names, values);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: `SET ${sets.join(', ')}, #messages = list_append(if_not_exists(#messages, :none), :entry) ADD #sends :one`,
      ConditionExpression: 'attribute_not_exists(#sends) OR #sends < :limit',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Stores a new message and counts it in its sender's send window, in one transaction (H1): the
 * message gets `idOf(attempt)` (a clash of ids retries with the next attempt), the window refuses a
 * send past its limit (SendWindowFullError; the message is not stored). In a big room the same
 * transaction appends it to the room's tick of that second, which refuses it past the room's limit
 * (RoomFullError, slow mode; nothing stored either).
 */
export async function putChatMessage(
  message: NewChatMessage,
  at: Date,
  idOf: (attempt: number) => string,
  window: Omit<SendWindowLimit, 'channel'>,
  tick?: RoomTickSlot,
): Promise<ChatMessage> {
  const counted = sendWindowCount(message.senderUuid, { ...window, channel: 'chat' });
  for (let attempt = 0; attempt < MESSAGE_ID_ATTEMPTS; attempt += 1) {
    const item = ChatMessageEntity.item({
      ...message,
      messageId: idOf(attempt),
      createdAt: at.toISOString(),
    });
    const stored = ChatMessageEntity.parse(item);
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: item,
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            counted,
            ...(tick ? [roomTickAppend(stored, tick)] : []),
          ],
        }),
      );
      return stored;
    } catch (error) {
      const failed = failedConditions(error);
      if (failed?.includes(1)) throw new SendWindowFullError();
      if (failed?.includes(2)) throw new RoomFullError();
      if (!failed?.includes(0)) throw error;
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

/** A game's first message still stored (its oldest), or undefined for an empty room. */
export async function getOldestChatMessage(gameId: number): Promise<ChatMessage | undefined> {
  const index = ChatMessageEntity.gsi1;
  const [oldest] = await queryIndexPartition(index, index.partition({ gameId }), { limit: 1 });
  return oldest && ChatMessageEntity.is(oldest) ? ChatMessageEntity.parse(oldest) : undefined;
}

/** The replies of a thread (H3), oldest first, at most `limit`. */
export async function listChatReplies(parentMessageId: string, limit: number): Promise<ChatMessage[]> {
  const index = ChatMessageEntity.gsi2;
  const items = await queryIndexPartition(index, index.partition({ parentMessageId }), { limit });
  return items.map((item) => ChatMessageEntity.parse(item));
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
export async function likeChatMessage(like: v.InferInput<typeof ChatLikeEntity.schema>): Promise<LikeResult> {
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

/** Who liked a message, at most `limit` of them (in uuid order). H7. */
export async function listChatLikes(messageId: string, limit: number): Promise<ChatLike[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: {
        ':pk': ChatLikeEntity.partition({ messageId }),
        ':sk': ChatLikeEntity.sortKeyPrefix(),
      },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ChatLikeEntity.parse(item));
}

/**
 * Which of a game's messages between two ids (inclusive) one user liked: one query of their likes in
 * that game (gsi1 `LIKED#<uuid>#<gameId>`), for a chat page's `isLiked` (H2).
 */
export async function listLikedAmong(
  uuid: string,
  gameId: number,
  range: { from: string; to: string },
): Promise<Set<string>> {
  const index = ChatLikeEntity.gsi1;
  const items = await queryIndexPartition(index, index.partition({ uuid, gameId }), {
    sortKey: { between: [range.from, range.to] },
    projection: { expression: 'messageId' },
  });
  return new Set(items.map((item) => String(item.messageId)));
}

/** The authors of a game's most recent `limit` messages, newest first, each once (H9). */
export async function listRecentChatAuthors(
  gameId: number,
  limit: number,
): Promise<{ uuid: string; userName: string; profileImage: string }[]> {
  const index = ChatMessageEntity.gsi1;
  const items = await queryIndexPartition(index, index.partition({ gameId }), {
    limit,
    newestFirst: true,
    projection: { expression: 'senderUuid, userName, profileImage' },
  });
  const authors = new Map<string, { uuid: string; userName: string; profileImage: string }>();
  for (const item of items) {
    const uuid = String(item.senderUuid);
    if (!authors.has(uuid)) {
      authors.set(uuid, { uuid, userName: String(item.userName), profileImage: String(item.profileImage) });
    }
  }
  return [...authors.values()];
}

/** A game's chat message count (H4), 0 for a game not in the catalogue. */
export async function getChatMessageCount(gameId: number): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: GameEntity.key({ gameId }),
      ProjectionExpression: 'messageCount',
    }),
  );
  return Number(result.Item?.messageCount ?? 0);
}

/**
 * Records that a user has read a game's chat up to its current count (H5): the count is copied onto
 * their game entry; nothing is written when they do not play the game.
 */
export async function markChatSeen(uuid: string, gameId: number, seenCount: number): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: UserGameEntity.key({ uuid, gameId }),
        UpdateExpression: 'SET chatSeenCount = :seen',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':seen': seenCount },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
