/**
 * One direct-message conversation for the Messages panel (000 §4 "Direct messages"): its history,
 * read by pages of 50 (the newest on open, older ones on demand with `before`, the newest again after
 * a reconnect), its live connection (direct-messages-connection.ts) and the caller's sends, with the
 * small hooks it shares with the game chat (live-log.ts), and its messages merged by Id
 * (conversation.ts). The caller's
 * messages show at once as pending and are replaced by the server's frame of the same text; a send
 * the socket could not take (5 tries at 200 ms) is marked failed with a retry.
 *
 * Marking read: when the conversation holds unread messages from the other person and the page is
 * visible (on open, and whenever one arrives while it is open), the newest of them is marked read on
 * the server (which marks the earlier ones too); the unread count and the list are then read again.
 * A frame of another conversation (the connection carries them all) is not shown here: it only makes
 * the list and the count be read again.
 *
 * The conversation lives while it is on screen: unmounting closes the connection deliberately (no
 * reconnect).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CHAT_LIMITS } from '../../../../lib/contract/constants';
import type { DirectMessagesFrame, ErrorFrameCode } from '../../../../lib/contract/socket-frames';
import { usePageVisible } from '../../lib/hooks/use-page-visible';
import { useConfig } from '../config';
import { sameUserName } from '../../../../lib/contract/user-names';
import {
  DIRECT_MESSAGE_PAGE_SIZE,
  readConversationPage,
  useMarkConversationRead,
  useRefreshMessages,
  type DirectMessage,
} from '../server/direct-messages';
import {
  conversationReducer,
  EMPTY_CONVERSATION,
  newestUnreadFrom,
  type PendingMessage,
} from './conversation';
import { DirectMessagesConnection, inConversation, type DirectSendFrame } from './direct-messages-connection';
import { useLiveSocket, useLogPages, useOutbox, type ConnectionStatus } from './live-log';
import { waitSeconds } from './live-room';
import type { SocketLike } from './socket-connection';

/** What the screen tells the player about the conversation, worded by the screen. */
export type ConversationNotice =
  | { kind: 'slowDown'; seconds: number }
  | { kind: 'sendFailed' }
  | { kind: 'refused'; code: ErrorFrameCode | null }
  | { kind: 'disconnected' };

export type { ConnectionStatus };

export interface ConversationOptions {
  uuid: string;
  /** the caller's username */
  own: string;
  /** the other person */
  other: string;
  /** opens a socket (tests give a fake one); the browser's WebSocket by default */
  createSocket?: (url: string) => SocketLike;
}

export function useConversation({ uuid, own, other, createSocket }: ConversationOptions) {
  const { messagesSocketUrl } = useConfig();
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const [notice, setNotice] = useState<ConversationNotice | null>(null);
  const visible = usePageVisible();
  const markRead = useMarkConversationRead(uuid);
  const refresh = useRefreshMessages(uuid);
  const stateRef = useRef(state);
  stateRef.current = state;

  // ── history: pages of 50, older ones before the oldest message's Id ──
  const pages = useLogPages<DirectMessage[], string>({
    logKey: `${uuid}:${other}`,
    readPage: (before) => readConversationPage(uuid, other, before),
    olderCursor: () => (stateRef.current.hasOlder ? (stateRef.current.messages[0]?.Id ?? null) : null),
    onReset: () => dispatch({ type: 'reset' }),
    onPage: (messages, kind) =>
      dispatch(
        kind === 'catchUp'
          ? { type: 'catchUp', messages }
          : {
              type: 'page',
              messages,
              first: kind === 'first',
              full: messages.length >= DIRECT_MESSAGE_PAGE_SIZE,
            },
      ),
    where: 'api:getMessageHistory',
  });

  // ── marking read: the newest unread message from the other person, while the page is visible ──
  const marked = useRef<string | null>(null);
  const unread = pages.history === 'ready' ? newestUnreadFrom(state, other) : null;
  useEffect(() => {
    if (unread === null || !visible || marked.current === unread) return;
    marked.current = unread;
    void markRead(other, unread).then((done) => {
      if (done) dispatch({ type: 'markedRead', upTo: unread, from: other });
      else if (marked.current === unread) marked.current = null;
    });
  }, [unread, visible, markRead, other]);

  // ── the connection: one per conversation; closed deliberately on unmount ──
  const socket = useLiveSocket<DirectMessagesFrame, DirectSendFrame>({
    socketKey: `${messagesSocketUrl} ${uuid} ${own} ${other}`,
    connect: (handlers) =>
      new DirectMessagesConnection({ ...handlers, url: messagesSocketUrl, fromUser: own, toUser: other }),
    onFrame: (frame) => onFrame(frame),
    // back after a drop: what was sent while the socket was down comes from the newest page
    onReopen: pages.catchUp,
    createSocket,
  });

  // ── the caller's messages on their way ──
  const outbox = useOutbox<DirectSendFrame>({
    send: socket.send,
    sendsPerWindow: CHAT_LIMITS.dmSendsPerWindow,
    onStatus: (clientId, status) => dispatch({ type: 'pendingStatus', clientId, status }),
    onNotice: setNotice,
    onDiscard: (clientId) => dispatch({ type: 'discard', clientId }),
  });
  // a direct message carries no echo id (the reducer matches the stored one by its text), so the
  // outbox keeps its frames while the conversation is open: a retry resends the same text

  // ── live frames ──
  /** the oldest of the caller's messages still waiting for the server's answer */
  const oldestSending = () => stateRef.current.pending.find((entry) => entry.status === 'sending');
  const onFrame = (frame: DirectMessagesFrame) => {
    switch (frame.type) {
      case 'message': {
        // the list's last message and the count change either way; only this conversation's show
        refresh();
        if (!inConversation(frame, own, other)) return;
        const { type: _type, ...message } = frame;
        dispatch({ type: 'frame', message, fromOwn: sameUserName(message.CurrentUser, own) });
        return;
      }
      case 'alert': {
        if (frame.alert === 'disconnect') {
          setNotice({ kind: 'disconnected' });
          return;
        }
        const target = oldestSending();
        if (target) dispatch({ type: 'pendingStatus', clientId: target.clientId, status: 'failed' });
        setNotice({ kind: 'slowDown', seconds: waitSeconds(frame.retryAfterMs) });
        return;
      }
      case 'error': {
        const target = oldestSending();
        if (target) dispatch({ type: 'pendingStatus', clientId: target.clientId, status: 'failed' });
        setNotice({ kind: 'refused', code: frame.code ?? null });
        return;
      }
    }
  };

  /**
   * Sends a message the composer checked (000 §5); true when it was taken (the input clears), false
   * when the courtesy send limit refused it (the text stays, a notice says how long to wait).
   */
  const send = useCallback(
    (text: string): boolean => {
      const now = Date.now();
      const clientId = outbox.take(now);
      if (clientId === null) return false;
      const entry: PendingMessage = {
        clientId,
        text,
        status: 'sending',
        createdAt: new Date(now).toISOString(),
      };
      dispatch({ type: 'pending', entry });
      outbox.post(clientId, { action: 'sendmessage', data: text, fromUserName: own, toUserName: other });
      return true;
    },
    [outbox, own, other],
  );

  return {
    messages: state.messages,
    pending: state.pending,
    hasOlder: state.hasOlder,
    history: pages.history,
    older: pages.older,
    connection: socket.connection,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    reloadHistory: pages.reload,
    loadOlder: pages.loadOlder,
    send,
    retry: outbox.retry,
    discard: outbox.discard,
  };
}

export type ConversationRoom = ReturnType<typeof useConversation>;
