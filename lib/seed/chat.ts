/**
 * The demo chat (lib/seed/data/chat.json) as the table items the real code leaves behind, for the
 * seeder (seed.ts). Same entities and keys as the handlers:
 * - a game chat message as `putChatMessage` stores it (sockets/gamechat.ts `sendmessage`): its id the
 *   receipt time in microseconds with its tiebreak (domain/chat.ts chatMessageId), the sender's
 *   name and picture link, a reply's `parentMessageId` (its thread's first message) and `replyToId`,
 *   and `likeCount` as many as its likes, each a `chatLike` item as `likeChatMessage` writes it;
 * - a direct message as `putDirectMessage` stores it (domain/direct-messages.ts sendDirectMessage),
 *   `readMessage` 1 once its recipient read it (`markDirectMessagesRead`), and both people's
 *   conversation summaries with the last message and the reader's unread count;
 * - what goes on items the seeder writes anyway: each profile's `unreadMessageCount` (the sum of its
 *   conversations' unread counts) and each game entry's `chatSeenCount` (H5).
 * The rooms' `messageCount` is not written: as for any message, the stream counts each message's
 * insert (streams/reactions/counters.ts), and turns likes and replies into chat notifications.
 * The send windows are not written either: theirs closed long before the seed's clock (TTL).
 */
import { getOldestChatMessage } from '../../lambdas/data/chat';
import type { Item } from '../../lambdas/data/client';
import { conversationPair, getOldestDirectMessage } from '../../lambdas/data/direct-messages';
import {
  ChatLikeEntity,
  ChatMessageEntity,
  ConversationEntity,
  DirectMessageEntity,
} from '../../lambdas/data/entities';
import { chatMessageId } from '../../lambdas/domain/chat';
import type { SeedChat, SeedConversation, SeedDirectMessage } from './types';

export interface ChatPeople {
  /** the uuid (Cognito sub) of a member */
  uuidOf(userName: string): string;
  /** the link to a member's picture, as the handlers build it from the profile (deps.media.url) */
  pictureOf(userName: string): string;
}

export interface DemoChat {
  /**
   * every item, in the order to write them: the rooms' messages and likes in the order they happened
   * (so the stream meets them as it would have met the real sends), then direct messages and summaries
   */
  items: Item[];
  /** a member's unread direct messages (the profile's `unreadMessageCount`) */
  unreadMessages(userName: string): number;
  /** a member's `chatSeenCount` for a game: null when they never opened its room */
  chatSeen(userName: string, gameId: number): number | null;
  counts: { messages: number; likes: number; directMessages: number; conversations: number };
}

const at = (clock: number, secondsAgo: number) => clock - secondsAgo * 1000;

/** The demo chat's items at the seed's clock (epoch milliseconds). */
export function demoChat(chat: SeedChat, people: ChatPeople, clock: number): DemoChat {
  const ids = new Map<string, string>();
  const timed: Array<{ at: number; item: Item }> = [];
  let [messageCount, likeCount] = [0, 0];
  const seen = new Map<string, number>();
  for (const room of chat.rooms) {
    for (const message of room.messages) {
      const sentAt = at(clock, message.secondsAgo);
      const messageId = chatMessageId(sentAt, message.tiebreak);
      ids.set(message.key, messageId);
      const parentMessageId = message.reply ? ids.get(message.reply.parent) : null;
      if (parentMessageId === undefined) throw new Error(`${message.key} answers an unknown message`);
      messageCount += 1;
      timed.push({
        at: sentAt,
        item: ChatMessageEntity.item({
          messageId,
          gameId: room.gameId,
          senderUuid: people.uuidOf(message.from),
          userName: message.from,
          profileImage: people.pictureOf(message.from),
          messageText: message.text,
          parentMessageId,
          replyToId: message.reply?.to ?? null,
          likeCount: message.likes.length,
          createdAt: new Date(sentAt).toISOString(),
        }),
      });
      for (const like of message.likes) {
        const likedAt = at(clock, like.secondsAgo);
        likeCount += 1;
        timed.push({
          at: likedAt,
          item: ChatLikeEntity.item({
            messageId,
            gameId: room.gameId,
            uuid: people.uuidOf(like.by),
            userName: like.by,
            profileImage: people.pictureOf(like.by),
            createdAt: new Date(likedAt).toISOString(),
          }),
        });
      }
    }
    for (const [userName, count] of Object.entries(room.seen)) seen.set(`${userName}#${room.gameId}`, count);
  }

  const unread = new Map<string, number>();
  const direct: Item[] = [];
  for (const conversation of chat.conversations) {
    const stored = conversation.messages.map((message) => directMessage(message, people, clock));
    direct.push(...stored.map((message) => DirectMessageEntity.item(message)));
    for (const [reader, other] of [conversation.between, [...conversation.between].reverse()]) {
      const unreadCount = unreadOf(conversation, reader!);
      direct.push(summary(stored.at(-1)!, people.uuidOf(reader!), people.uuidOf(other!), unreadCount));
      unread.set(reader!, (unread.get(reader!) ?? 0) + unreadCount);
    }
  }

  return {
    items: [...timed.sort((a, b) => a.at - b.at).map((entry) => entry.item), ...direct],
    unreadMessages: (userName) => unread.get(userName) ?? 0,
    chatSeen: (userName, gameId) => seen.get(`${userName}#${gameId}`) ?? null,
    counts: {
      messages: messageCount,
      likes: likeCount,
      directMessages: chat.conversations.reduce((sum, each) => sum + each.messages.length, 0),
      conversations: chat.conversations.length,
    },
  };
}

function directMessage(message: SeedDirectMessage, people: ChatPeople, clock: number) {
  const sentAt = at(clock, message.secondsAgo);
  const fromUuid = people.uuidOf(message.from);
  const toUuid = people.uuidOf(message.to);
  return {
    ...conversationPair(fromUuid, toUuid),
    messageId: chatMessageId(sentAt, message.tiebreak),
    fromUuid,
    toUuid,
    message: message.text,
    messageType: 'text',
    readMessage: message.read ? (1 as const) : (0 as const),
    createdAt: new Date(sentAt).toISOString(),
  };
}

/** How many messages of the conversation `reader` has not read. */
function unreadOf(conversation: SeedConversation, reader: string): number {
  return conversation.messages.filter((message) => message.to === reader && !message.read).length;
}

/** One side's conversation summary after the last message (data/direct-messages.ts conversationUpdate). */
function summary(
  last: ReturnType<typeof directMessage>,
  uuid: string,
  otherUuid: string,
  unreadCount: number,
): Item {
  return ConversationEntity.item({
    uuid,
    otherUuid,
    lastMessage: last.message,
    lastMessageAt: last.createdAt,
    lastMessageId: last.messageId,
    lastFromUuid: last.fromUuid,
    unreadCount,
  });
}

/**
 * The clock an earlier run wrote the demo chat at, so a re-run writes the same ids over it rather than
 * a second copy: read from the oldest message of the first room (or the first conversation), when
 * that message is the demo chat's first. Undefined when no earlier run wrote it.
 */
export async function earlierChatClock(chat: SeedChat, people: ChatPeople): Promise<number | undefined> {
  const room = chat.rooms[0];
  const first = room?.messages[0];
  if (room && first) {
    const stored = await getOldestChatMessage(room.gameId);
    if (!stored) return undefined;
    const same = stored.senderUuid === people.uuidOf(first.from) && stored.messageText === first.text;
    return same ? clockOf(stored.messageId, first.secondsAgo) : undefined;
  }
  const conversation = chat.conversations[0];
  const opening = conversation?.messages[0];
  if (!conversation || !opening) return undefined;
  const stored = await getOldestDirectMessage(
    people.uuidOf(conversation.between[0]),
    people.uuidOf(conversation.between[1]),
  );
  if (!stored) return undefined;
  const same = stored.fromUuid === people.uuidOf(opening.from) && stored.message === opening.text;
  return same ? clockOf(stored.messageId, opening.secondsAgo) : undefined;
}

/** The clock a message id was made at, `secondsAgo` before it (the inverse of chatMessageId). */
const clockOf = (messageId: string, secondsAgo: number) =>
  Math.floor(Number(messageId) / 1000) + secondsAgo * 1000;
