/**
 * The caller's direct messages as server resources (000 §3 "Message history item", §4 "Direct
 * messages", §7 pjusermessages and the profile's message call; lib/contract/routes/pjusermessages.ts):
 *
 * - the conversation list (`useConversations`: getMessageSummary, most recent first, one row per
 *   person in the history item's shape: MessagedUser is the other person, ProfilePicLink their picture,
 *   ReadMessage 0 while something in it is unread);
 * - a conversation's pages (`readConversationPage`: the newest 50, then the 50 before a message id),
 *   oldest first;
 * - the unread count behind the Messages dot (`useUnreadMessages`), read every minute while the tab is
 *   visible (POLL.unreadMessages) and again whenever something was read or arrived (`useRefreshMessages`);
 * - marking read (`useMarkConversationRead`: the server marks that message and every earlier unread one
 *   from that person, so the newest incoming unread id is enough);
 * - the message popup's send (`useSendProfileMessage`: tags stripped and URL-encoded, 000 §5).
 *
 * Failures are reported by the SWR layer (000 §8); the list renders its failure with a retry, the
 * count fails quietly to 0.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { PAGE_SIZES } from '../../../../lib/contract/constants';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { encodeProfileMessage } from '../../lib/direct-message-text';
import { ApiError, callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import { POLL } from '../cache';
import { apiKey, isExpectedFailure } from '../swr-config';
import { useApi } from '../use-api';

/** A stored direct message (000 §3 "Message history item"). */
export type DirectMessage = AnswerOf<'getMessageHistory'>[number];
/** One row of the conversation list: the other person, their picture and the last message. */
export type ConversationSummary = AnswerOf<'getMessageSummary'>[number];

export const DIRECT_MESSAGE_PAGE_SIZE = PAGE_SIZES.directMessages;

export const conversationsKey = (uuid: string) => apiKey('getMessageSummary', { uuid });
export const unreadMessagesKey = (uuid: string) => apiKey('countUnreadMessages', { uuid });

/** The caller's conversations, most recent first. */
export function useConversations(uuid: string) {
  return useApi('getMessageSummary', { uuid }, { revalidateOnMount: true });
}

/** How many direct messages are unread (0 until read, or when it fails); read every minute while visible. */
export function useUnreadMessages(uuid: string | null): number {
  const answer = useApi('countUnreadMessages', uuid === null ? null : { uuid }, {
    refreshInterval: POLL.unreadMessages,
  });
  return answer.data?.[0]?.userMessageCount ?? 0;
}

/** One page of a conversation, oldest first: the newest messages, or those before `before`. */
export function readConversationPage(
  uuid: string,
  username: string,
  before: string | null,
): Promise<DirectMessage[]> {
  return callApi('getMessageHistory', {
    uuid,
    username,
    limit: DIRECT_MESSAGE_PAGE_SIZE,
    ...(before === null ? {} : { before }),
  });
}

/** Reads the unread count and the conversation list again (something was read, sent or arrived). */
export function useRefreshMessages(uuid: string) {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void mutate(unreadMessagesKey(uuid));
    void mutate(conversationsKey(uuid));
  }, [mutate, uuid]);
}

/**
 * Returns `markRead(username, messageId)`: marks the conversation with `username` read up to that
 * message, then reads the unread count and the list again. True once the server marked it (a
 * failure is reported and false: the next opening or arrival tries again).
 */
export function useMarkConversationRead(uuid: string) {
  const refresh = useRefreshMessages(uuid);
  return useCallback(
    async (username: string, messageId: string): Promise<boolean> => {
      try {
        await callApi('markMessageRead', { uuid, username, messageId });
      } catch (error) {
        if (!isExpectedFailure(error)) report(error, { where: 'api:markMessageRead' });
        return false;
      }
      refresh();
      return true;
    },
    [refresh, uuid],
  );
}

/** Why the server refused a message, for the screen to word (the error types of domain/direct-messages). */
export type SendRefusal = 'selfMessage' | 'empty' | 'blocked' | 'recipientClosed' | 'slowDown' | 'failed';

/** The refusal a failed send stands for. */
export function sendRefusalOf(error: unknown): SendRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 429) return 'slowDown';
  const type = error.body?.type;
  return type === 'selfMessage' || type === 'empty' || type === 'blocked' || type === 'recipientClosed'
    ? type
    : 'failed';
}

/**
 * Returns `send(username, text)` for the message popup on a profile (000 §5): the text with its tags
 * stripped and URL-encoded; once stored, the conversation list and the unread count are read again.
 * Resolves null when sent, else why not.
 */
export function useSendProfileMessage(uuid: string) {
  const refresh = useRefreshMessages(uuid);
  return useCallback(
    async (username: string, text: string): Promise<SendRefusal | null> => {
      try {
        await callApi('sendMessage', { uuid, username, message: encodeProfileMessage(text) });
      } catch (error) {
        if (!isExpectedFailure(error)) report(error, { where: 'api:sendMessage' });
        return sendRefusalOf(error);
      }
      refresh();
      return null;
    },
    [refresh, uuid],
  );
}
