/**
 * One direct-message conversation for the Messages panel (000 §4 "Direct messages"): its history,
 * read by pages of 50 (the newest on open, older ones on demand with `before`), its live connection
 * (direct-messages-connection.ts) and its messages merged by Id (conversation.ts). The caller's
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
import { report } from '../../lib/errors';
import { useConfig } from '../config';
import { sameUserName } from '../../../../lib/contract/user-names';
import {
  DIRECT_MESSAGE_PAGE_SIZE,
  readConversationPage,
  useMarkConversationRead,
  useRefreshMessages,
} from '../server/direct-messages';
import { isExpectedFailure } from '../swr-config';
import {
  conversationReducer,
  EMPTY_CONVERSATION,
  newestUnreadFrom,
  type PendingMessage,
} from './conversation';
import { DirectMessagesConnection, inConversation, type DirectSendFrame } from './direct-messages-connection';
import {
  freshIdToken,
  SendWindow,
  trackConnectionStatus,
  waitSeconds,
  type ConnectionStatus,
} from './live-room';
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
  const [history, setHistory] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [connection, setConnection] = useState<ConnectionStatus>('connecting');
  const [notice, setNotice] = useState<ConversationNotice | null>(null);
  const [attempt, setAttempt] = useState(0);
  const visible = usePageVisible();
  const markRead = useMarkConversationRead(uuid);
  const refresh = useRefreshMessages(uuid);

  const socketRef = useRef<DirectMessagesConnection | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  /** the caller's sends (the courtesy send limit, CHAT_LIMITS.dmSendsPerWindow, and the client ids) */
  const [sends] = useState(() => new SendWindow());

  // ── history ──
  useEffect(() => {
    dispatch({ type: 'reset' });
    setOlder('idle');
    let live = true;
    setHistory('loading');
    readConversationPage(uuid, other, null).then(
      (messages) => {
        if (!live) return;
        dispatch({
          type: 'page',
          messages,
          first: true,
          full: messages.length >= DIRECT_MESSAGE_PAGE_SIZE,
        });
        setHistory('ready');
      },
      (error: unknown) => {
        if (!live) return;
        if (!isExpectedFailure(error)) report(error, { where: 'api:getMessageHistory' });
        setHistory('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [uuid, other, attempt]);

  const loadingOlder = useRef(false);
  const loadOlder = useCallback(async () => {
    const oldest = stateRef.current.messages[0]?.Id;
    if (!stateRef.current.hasOlder || oldest === undefined || loadingOlder.current) return;
    loadingOlder.current = true;
    setOlder('loading');
    try {
      const messages = await readConversationPage(uuid, other, oldest);
      dispatch({ type: 'page', messages, first: false, full: messages.length >= DIRECT_MESSAGE_PAGE_SIZE });
      setOlder('idle');
    } catch (error) {
      if (!isExpectedFailure(error)) report(error, { where: 'api:getMessageHistory' });
      setOlder('failed');
    } finally {
      loadingOlder.current = false;
    }
  }, [uuid, other]);

  // ── marking read: the newest unread message from the other person, while the page is visible ──
  const marked = useRef<string | null>(null);
  const unread = history === 'ready' ? newestUnreadFrom(state, other) : null;
  useEffect(() => {
    if (unread === null || !visible || marked.current === unread) return;
    marked.current = unread;
    void markRead(other, unread).then((done) => {
      if (done) dispatch({ type: 'markedRead', upTo: unread, from: other });
      else if (marked.current === unread) marked.current = null;
    });
  }, [unread, visible, markRead, other]);

  // ── live frames ──
  /** the oldest of the caller's messages still waiting for the server's answer */
  const oldestSending = () => stateRef.current.pending.find((entry) => entry.status === 'sending');
  const onFrame = useCallback(
    (frame: DirectMessagesFrame) => {
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
    },
    [own, other, refresh],
  );
  const onFrameRef = useRef(onFrame);
  onFrameRef.current = onFrame;

  // ── the connection: one per conversation; closed deliberately on unmount ──
  useEffect(() => {
    const status = trackConnectionStatus(setConnection);
    let wasOpen = false;
    const socket = new DirectMessagesConnection({
      url: messagesSocketUrl,
      fromUser: own,
      toUser: other,
      getToken: freshIdToken,
      createSocket,
      onFrame: (frame) => onFrameRef.current(frame),
      onState: (state) => {
        status(state);
        if (state !== 'open') return;
        // back after a drop: what was sent while the socket was down comes from the newest page
        if (wasOpen) {
          readConversationPage(uuid, other, null).then(
            (messages) => dispatch({ type: 'catchUp', messages }),
            (error: unknown) => {
              if (!isExpectedFailure(error)) report(error, { where: 'api:getMessageHistory' });
            },
          );
        }
        wasOpen = true;
      },
    });
    socketRef.current = socket;
    setConnection('connecting');
    socket.open();
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [messagesSocketUrl, own, other, uuid, createSocket]);

  useEffect(() => {
    if (notice?.kind === 'disconnected') setConnection('disconnected');
  }, [notice]);

  // ── sending ──
  const transmit = useCallback(
    async (entry: PendingMessage) => {
      const frame: DirectSendFrame = {
        action: 'sendmessage',
        data: entry.text,
        fromUserName: own,
        toUserName: other,
      };
      const result = (await socketRef.current?.send(frame)) ?? 'failed';
      if (result === 'failed') {
        dispatch({ type: 'pendingStatus', clientId: entry.clientId, status: 'failed' });
        setNotice({ kind: 'sendFailed' });
      } else {
        sends.sent(Date.now());
      }
    },
    [own, other, sends],
  );

  /**
   * Sends a message the composer checked (000 §5); true when it was taken (the input clears), false
   * when the courtesy send limit refused it (the text stays, a notice says how long to wait).
   */
  const send = useCallback(
    (text: string): boolean => {
      const now = Date.now();
      const wait = sends.wait(now, CHAT_LIMITS.dmSendsPerWindow);
      if (wait !== null) {
        setNotice({ kind: 'slowDown', seconds: waitSeconds(wait) });
        return false;
      }
      const entry: PendingMessage = {
        clientId: sends.clientId(now),
        text,
        status: 'sending',
        createdAt: new Date(now).toISOString(),
      };
      dispatch({ type: 'pending', entry });
      setNotice(null);
      void transmit(entry);
      return true;
    },
    [sends, transmit],
  );

  /** Sends a failed message again. */
  const retry = useCallback(
    (clientId: string) => {
      const entry = stateRef.current.pending.find((pending) => pending.clientId === clientId);
      if (!entry) return;
      dispatch({ type: 'pendingStatus', clientId, status: 'sending' });
      setNotice(null);
      void transmit(entry);
    },
    [transmit],
  );

  /** Drops a failed message. */
  const discard = useCallback((clientId: string) => dispatch({ type: 'discard', clientId }), []);

  return {
    messages: state.messages,
    pending: state.pending,
    hasOlder: state.hasOlder,
    history,
    older,
    connection,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    reloadHistory: useCallback(() => setAttempt((count) => count + 1), []),
    loadOlder,
    send,
    retry,
    discard,
  };
}

export type ConversationRoom = ReturnType<typeof useConversation>;
