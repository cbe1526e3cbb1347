/**
 * A game chat room's REST side (000 §7 "Game chat"; lib/contract/routes/pjusergamechat.ts): the
 * history pages (getGameChatPage, newest first, 25 a page, continued by lastEvaluatedKey), the users
 * connected now (listActiveChatUsers), who liked a message (listChatMessageLikes), the names the
 * mention picker offers (listGameChatUsers, read once per room open), the mentions of a sent message
 * (postChatMentions), a report of a message (reportChatMessage, ours) and the caller's unread chat per
 * game (countUnreadGameChat), which the game tiles' new-game badge and the side navigation's
 * Notifications dot show.
 *
 * The lists render their own loading, empty and failed states; a failure is reported by the SWR layer
 * (000 §8) and the screen offers a retry. The unread counts fail quietly to "none unread".
 */
import { useMemo } from 'react';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { PAGE_SIZES } from '../../../../lib/contract/constants';
import { sameUserName } from '../../../../lib/contract/user-names';
import { callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import type { ChatPage, ChatPageKey } from '../realtime/game-chat-room';
import { isExpectedFailure } from '../swr-config';
import { useApi } from '../use-api';
import { POLL } from '../cache';
import { useOwnUsername } from '../own-name';

/** A user of a chat list (UserName, ProfilePicLink, AvailableNow). */
export type ChatUser = AnswerOf<'listActiveChatUsers'>['activeUsers'][number];

/** One page of the room's history, newest first; `before` continues from an earlier page's key. */
export async function readChatPage(
  gameId: number,
  userId: string,
  before: ChatPageKey | null,
): Promise<ChatPage> {
  const answer = await callApi('getGameChatPage', {
    gameId,
    userId,
    pageSize: PAGE_SIZES.chatHistory,
    ...(before ? { lastEvaluatedKeyGameId: before.gameId, lastEvaluatedKeyMessageId: before.messageId } : {}),
  });
  return answer.messageRepliesPage;
}

/** The users connected to the room now; null (not signed in yet) reads nothing. */
export function useActiveChatUsers(gameId: number, userId: string | null) {
  // who comes and goes while the room is open (H8: ≤ 6.5 RCU a read)
  const answer = useApi('listActiveChatUsers', userId === null ? null : { gameId, userId }, {
    refreshInterval: POLL.activeChatUsers,
  });
  return { ...answer, users: answer.data?.activeUsers };
}

/** Who liked a message; null reads nothing (the popup is closed). */
export function useChatMessageLikes(messageId: string | null) {
  const answer = useApi('listChatMessageLikes', messageId === null ? null : { messageId });
  return { ...answer, users: answer.data?.gameLikeUserList };
}

/** Read once per room open: neither a focus nor a remount reads the names again. */
const ONCE = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false } as const;

/** The names the mention picker offers, read once per room; the caller left out. */
export function useMentionNames(gameId: number, userId: string | null) {
  const answer = useApi('listGameChatUsers', userId === null ? null : { gameId, userId }, ONCE);
  const names = useMemo(
    () =>
      (answer.data?.gameUserList ?? [])
        .map((user) => user.UserName)
        .filter((name) => userId === null || !sameUserName(name, userId)),
    [answer.data, userId],
  );
  return { ...answer, names };
}

/**
 * Tells the mentioned users about a sent message (000 §5: the unique names, after the message was
 * sent). A failure is reported, never shown: the message itself was sent.
 */
export async function postMentions(input: {
  messageId: string;
  userIds: string[];
  sourceAuthor: string;
  gameId: number;
}): Promise<void> {
  if (input.userIds.length === 0) return;
  try {
    await callApi('postChatMentions', input);
  } catch (error) {
    if (!isExpectedFailure(error)) report(error, { where: 'api:postChatMentions' });
  }
}

/**
 * Reports a message (ours, beyond the spec: reportChatMessage); resolves true once filed (a repeated
 * report counts as filed), false when it failed (unexpected failures are reported).
 */
export async function sendChatReport(input: {
  uuid: string;
  gameId: number;
  messageId: string;
  reason: string;
}): Promise<boolean> {
  try {
    await callApi('reportChatMessage', input);
    return true;
  } catch (error) {
    if (!isExpectedFailure(error)) report(error, { where: 'api:reportChatMessage' });
    return false;
  }
}

const NO_UNREAD: ReadonlyMap<number, number> = new Map();

/**
 * The caller's unread chat per game (gameId → count, only games with unread messages) and whether any
 * game has some. Until it is read, or when it fails, nothing is unread.
 */
export function useUnreadGameChat(enabled = true) {
  const userId = useOwnUsername();
  // a room the player is not in gets messages too: the dot and the badges follow them every minute
  // while the tab is visible (H5: ≈ 1 + 0.5 RCU per game)
  const answer = useApi('countUnreadGameChat', userId === null || !enabled ? null : { userId }, {
    refreshInterval: POLL.unreadGameChat,
  });
  const byGame = useMemo(() => {
    const body = answer.data?.gameCountUnread.body;
    if (!body) return NO_UNREAD;
    return new Map(body.filter((entry) => entry.count > 0).map((entry) => [entry.gameId, entry.count]));
  }, [answer.data]);
  return { byGame, any: byGame.size > 0 };
}
