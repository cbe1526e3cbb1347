/**
 * Chat notifications from the table's own changes (docs/data-model.md N1): a like on a message
 * notifies its author (undone, it takes the count back); a reply notifies the author of the message it
 * answers and the player it names (`replyToId`), never the one who wrote it. Mentions are posted by
 * their author (pjusergamechat postChatMentions). Each record's events are applied with its marker
 * (applyOnce), so a record delivered twice counts once; an item whose counts all fell to 0 leaves the
 * list and the unread count.
 */
import type { DataNeeds } from '../../data/access';
import {
  chatNotificationChange,
  type ChatNotificationEvent,
  hideEmptyChatNotification,
} from '../../data/chat-notifications';
import { ChatLikeEntity, ChatMessageEntity } from '../../data/entities';
import { applyRecordOnce, parseImage } from './profile-counter';
import type { Reaction, ReactionDeps } from './reaction';
import type { TableChange } from '../change';
import { applyOnce } from '../../data/stream-events';
import { getChatMessage } from '../../data/chat';
import { getUuidByUserName } from '../../data/usernames';

type Needs = 'applyOnce' | 'getChatMessage' | 'getUuidByUserName' | 'hideEmptyChatNotification';

async function likeEvents(
  change: TableChange,
  deps: ReactionDeps<DataNeeds<Needs>>,
): Promise<ChatNotificationEvent[]> {
  const inserted = change.eventName === 'INSERT' && ChatLikeEntity.is(change.after);
  const removed = change.eventName === 'REMOVE' && ChatLikeEntity.is(change.before);
  if (!inserted && !removed) return [];
  const like = parseImage(ChatLikeEntity, inserted ? change.after : change.before);
  const message = await deps.data.getChatMessage(like.messageId);
  if (!message || message.senderUuid === like.uuid) return [];
  return [
    {
      uuid: message.senderUuid,
      messageId: message.messageId,
      parentMessageId: message.parentMessageId,
      gameId: message.gameId,
      messageText: message.messageText,
      kind: 'liked',
      delta: inserted ? 1 : -1,
      actor: { uuid: like.uuid, userName: like.userName, profileImage: like.profileImage ?? '' },
      at: new Date(like.createdAt),
    },
  ];
}

async function replyEvents(
  change: TableChange,
  deps: ReactionDeps<DataNeeds<Needs>>,
): Promise<ChatNotificationEvent[]> {
  if (change.eventName !== 'INSERT' || !ChatMessageEntity.is(change.after)) return [];
  const reply = parseImage(ChatMessageEntity, change.after);
  if (!reply.parentMessageId) return [];
  const [parent, repliedTo] = await Promise.all([
    deps.data.getChatMessage(reply.parentMessageId),
    reply.replyToId ? deps.data.getUuidByUserName(reply.replyToId) : undefined,
  ]);
  if (!parent) return [];
  const recipients = new Set([parent.senderUuid, ...(repliedTo ? [repliedTo] : [])]);
  recipients.delete(reply.senderUuid);
  return [...recipients].map((uuid) => ({
    uuid,
    messageId: parent.messageId,
    parentMessageId: parent.parentMessageId,
    gameId: parent.gameId,
    messageText: parent.messageText,
    kind: 'responded' as const,
    delta: 1 as const,
    actor: { uuid: reply.senderUuid, userName: reply.userName, profileImage: reply.profileImage },
    at: new Date(reply.createdAt),
  }));
}

export const chatNotifications: Reaction<DataNeeds<Needs>> = {
  name: 'chat-notifications',
  data: { applyOnce, getChatMessage, getUuidByUserName, hideEmptyChatNotification },
  async react(change, deps) {
    const events = [...(await likeEvents(change, deps)), ...(await replyEvents(change, deps))];
    if (events.length === 0) return;
    await applyRecordOnce(change, 'chat-notifications', events.map(chatNotificationChange), deps);
    for (const event of events) {
      if (event.delta < 0) await deps.data.hideEmptyChatNotification(event.uuid, event.messageId);
    }
  },
};
