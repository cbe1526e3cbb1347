/**
 * Direct messages and conversation summaries. See docs/data-model.md D1.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ConversationEntity, DirectMessageEntity, ProfileEntity, type DirectMessage } from './entities';
import { documentClient, failedConditions, tableName } from './client';
import { NotFoundError } from '../core/errors';

export interface NewDirectMessage {
  fromUuid: string;
  toUuid: string;
  message: string;
}

const MESSAGE_ID_ATTEMPTS = 20;

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
 * Stores a direct message, both conversation summaries and the recipient's unread count in one
 * transaction. The message id is the epoch-ms time `at` (or the next free millisecond).
 */
export async function putDirectMessage(input: NewDirectMessage, at: Date): Promise<DirectMessage> {
  for (let attempt = 0; attempt < MESSAGE_ID_ATTEMPTS; attempt += 1) {
    const sentAt = new Date(at.getTime() + attempt);
    const item = DirectMessageEntity.item({
      ...conversationPair(input.fromUuid, input.toUuid),
      messageId: String(sentAt.getTime()),
      fromUuid: input.fromUuid,
      toUuid: input.toUuid,
      message: input.message,
      createdAt: sentAt.toISOString(),
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
          ],
        }),
      );
      return message;
    } catch (error) {
      const failed = failedConditions(error);
      if (failed?.includes(3)) throw new NotFoundError('recipient not found', { cause: error });
      if (!failed?.includes(0)) throw error;
    }
  }
  throw new Error('no free message id');
}
