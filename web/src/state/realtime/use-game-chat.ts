/**
 * One game chat room for the Chat tab (000 §4 "Game chat"): its history, read by pages of 25 (the
 * first on open, older ones on demand, the newest again after a reconnect), its live connection
 * (game-chat-connection.ts) and the caller's sends, with the small hooks it shares with the direct
 * messages (live-log.ts), and the room's messages merged by messageId (game-chat-room.ts). The caller's messages show at once as 'sending'
 * and are replaced by the server's frame; once it arrives, the names the message mentions are posted
 * (000 §5). Likes toggle at once and are reconciled or rolled back. A message the caller reports (ours,
 * beyond the spec) is hidden at once and shown again if the report fails. What the server refuses, and what
 * the client refuses as a courtesy (CHAT_LIMITS: sends per window, links per message), becomes a
 * notice the screen words in the player's language.
 *
 * The room lives while the Chat tab shows one game: unmounting closes the connection deliberately (no
 * reconnect), as do closing the modal and switching the tab or the game.
 */
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { CHAT_LIMITS, LIMITS } from '../../../../lib/contract/constants';
import type { ChatMessageFrame, ErrorFrameCode, GameChatFrame } from '../../../../lib/contract/socket-frames';
import { mentionsToPost, tooManyLinks } from '../../lib/chat-text';
import { useConfig } from '../config';
import { sameUserName } from '../../../../lib/contract/user-names';
import { postMentions, readChatPage, sendChatReport } from '../server/game-chat';
import { useCountNewChatMessage } from '../server/game-chat-count';
import {
  GameChatConnection,
  type ClientFrame,
  type SendMessageFrame,
  type SocketLike,
} from './game-chat-connection';
import {
  EMPTY_ROOM,
  entriesOf,
  roomReducer,
  type ChatEntry,
  type ChatMessage,
  type ChatPage,
  type ChatPageKey,
} from './game-chat-room';
import { waitSeconds } from './live-room';
import { useLiveSocket, useLogPages, useOutbox, type ConnectionStatus } from './live-log';
import { useRoomRead } from './room-read';

/** What the screen tells the player about the room, worded by the screen. */
export type ChatNotice =
  | { kind: 'slowDown'; seconds: number }
  | { kind: 'tooManyLinks' }
  | { kind: 'ownLike' }
  | { kind: 'sendFailed' }
  | { kind: 'refused'; code: ErrorFrameCode | null }
  | { kind: 'disconnected' }
  | { kind: 'reported' }
  | { kind: 'reportFailed' };

export type { ConnectionStatus };

/** The message being replied to: the thread's root and the author answered. */
export interface ReplyTarget {
  /** the thread's root: the message's own parent, or the message itself */
  parentMessageId: string;
  replyToId: string;
  preview: string;
}

export interface GameChatOptions {
  gameId: number;
  /** the caller's uuid (reports carry it); without it nothing can be reported */
  uuid?: string;
  /** the caller's username; null reads and connects nothing */
  userId: string | null;
  profileImage: string;
  /** opens a socket (tests give a fake one); the browser's WebSocket by default */
  createSocket?: (url: string) => SocketLike;
}

/** The reply a message's Reply button starts. */
export function replyTo(message: ChatMessage): ReplyTarget {
  return {
    parentMessageId: message.parentMessageId ?? message.messageId,
    replyToId: message.userId,
    preview: message.messageText,
  };
}

export function useGameChat({ gameId, uuid, userId, profileImage, createSocket }: GameChatOptions) {
  const { gameChatSocketUrl } = useConfig();
  const [room, dispatch] = useReducer(roomReducer, EMPTY_ROOM);
  const [notice, setNotice] = useState<ChatNotice | null>(null);
  const countNewMessage = useCountNewChatMessage(gameId);

  /** server ids in the room, to count only new messages in the header */
  const seen = useRef(new Set<string>());
  const roomRef = useRef(room);
  roomRef.current = room;
  const profileImageRef = useRef(profileImage);
  profileImageRef.current = profileImage;

  // ── history: pages of 25, older ones from the last page's key ──
  const pages = useLogPages<ChatPage, ChatPageKey>({
    logKey: userId === null ? null : `${gameId}:${userId}`,
    readPage: (key) => readChatPage(gameId, userId ?? '', key),
    olderCursor: () => roomRef.current.olderKey,
    onReset: () => {
      dispatch({ type: 'reset' });
      seen.current = new Set();
    },
    onPage: (page, kind) => {
      for (const message of page.messages) seen.current.add(message.messageId);
      dispatch(
        kind === 'catchUp'
          ? { type: 'catchUp', messages: page.messages }
          : { type: 'page', page, first: kind === 'first' },
      );
    },
    where: 'api:getGameChatPage',
  });
  // the history on screen is the room read: nothing of it is unread any more (the dot, the badge)
  useRoomRead(gameId, userId, pages.history === 'ready');

  // ── the connection: one per game and user; closed deliberately on unmount ──
  const socket = useLiveSocket<GameChatFrame, ClientFrame>({
    socketKey: userId === null ? null : `${gameChatSocketUrl} ${gameId} ${userId}`,
    connect: (handlers) =>
      new GameChatConnection({
        ...handlers,
        url: gameChatSocketUrl,
        gameId,
        userId: userId ?? '',
        profileImage: profileImageRef.current,
      }),
    onFrame: (frame) => onFrame(frame),
    // back after a drop: what was said while the socket was down comes from the newest page
    onReopen: pages.catchUp,
    createSocket,
  });

  const { send: sendFrame } = socket;

  // ── the caller's messages on their way ──
  const outbox = useOutbox<SendMessageFrame>({
    send: sendFrame,
    sendsPerWindow: CHAT_LIMITS.sendsPerWindow,
    onStatus: (clientId, status) => dispatch({ type: 'pendingStatus', clientId, status }),
    onNotice: setNotice,
    onDiscard: (clientId) => dispatch({ type: 'discard', clientId }),
  });

  // ── live frames ──
  const onMessage = (message: ChatMessageFrame) => {
    if (!seen.current.has(message.messageId)) {
      seen.current.add(message.messageId);
      countNewMessage();
    }
    const sent = message.clientMessageId ? outbox.settle(message.clientMessageId) : undefined;
    dispatch({ type: 'frame', message });
    // once the server has the caller's message, the names it mentions are posted (000 §5)
    if (sent && userId !== null) {
      void postMentions({
        messageId: message.messageId,
        userIds: mentionsToPost(sent.messageText, userId),
        sourceAuthor: userId,
        gameId,
      });
    }
  };
  const onFrame = (frame: GameChatFrame) => {
    switch (frame.type) {
      case 'message':
        onMessage(frame);
        return;
      // a big room's second of messages (docs/architecture.md): each as its own frame
      case 'tick':
        for (const message of frame.messages) onMessage(message);
        return;
      case 'likes':
        dispatch({ type: 'likeConfirmed', messageId: frame.messageId, likes: frame.newLikeCount });
        return;
      case 'alert': {
        if (frame.alert === 'disconnect') {
          setNotice({ kind: 'disconnected' });
          return;
        }
        // the message was not stored: the newest one still sending, or the one the alert names
        const target =
          frame.messageId ??
          [...roomRef.current.pending].reverse().find((entry) => entry.status === 'sending')?.clientId;
        if (target) dispatch({ type: 'pendingStatus', clientId: target, status: 'failed' });
        setNotice({ kind: 'slowDown', seconds: waitSeconds(frame.retryAfterMs) });
        return;
      }
      case 'error': {
        const id = frame.messageId;
        if (id !== undefined) {
          if (outbox.holds(id)) dispatch({ type: 'pendingStatus', clientId: id, status: 'failed' });
          else dispatch({ type: 'likeRefused', messageId: id });
        }
        setNotice(
          frame.code === 'ownLike' ? { kind: 'ownLike' } : { kind: 'refused', code: frame.code ?? null },
        );
        return;
      }
    }
  };

  /**
   * Sends a message (with the reply it answers); resolves true when it was taken (the input clears),
   * false when it was refused here (empty, too long, too many links, too fast: the text stays).
   */
  const send = useCallback(
    (text: string, reply: ReplyTarget | null): boolean => {
      const messageText = text.trim();
      if (userId === null || messageText === '' || text.length > LIMITS.messageMax) return false;
      if (tooManyLinks(messageText)) {
        setNotice({ kind: 'tooManyLinks' });
        return false;
      }
      const now = Date.now();
      const clientId = outbox.take(now);
      if (clientId === null) return false;
      const frame: SendMessageFrame = {
        action: 'sendmessage',
        messageId: clientId,
        userId,
        profileImage: profileImageRef.current,
        gameId,
        parentMessageId: reply?.parentMessageId ?? null,
        replyToId: reply?.replyToId ?? null,
        messageText,
      };
      const entry: ChatEntry = {
        clientId,
        status: 'sending',
        message: {
          messageId: clientId,
          messageText,
          profileImage: profileImageRef.current,
          gameId,
          readMessage: true,
          likes: 0,
          userId,
          parentMessageId: frame.parentMessageId,
          replyToId: frame.replyToId,
          isFlagged: false,
          isInappropriate: false,
          isLiked: false,
          timestamp: new Date(now).toISOString(),
        },
      };
      dispatch({ type: 'pending', entry });
      outbox.post(clientId, frame);
      return true;
    },
    [gameId, outbox, userId],
  );

  /** Likes or unlikes a message at once; your own message is refused (000 §5). */
  const toggleLike = useCallback(
    async (message: ChatMessage) => {
      if (userId === null) return;
      if (sameUserName(message.userId, userId)) {
        setNotice({ kind: 'ownLike' });
        return;
      }
      const likeCount = message.isLiked ? -1 : 1;
      dispatch({ type: 'like', messageId: message.messageId });
      const result = await sendFrame({
        action: 'likes',
        messageId: message.messageId,
        userId,
        likeCount,
        gameId,
        profilePicLink: profileImageRef.current,
      });
      if (result !== 'sent') {
        dispatch({ type: 'likeRefused', messageId: message.messageId });
        setNotice({ kind: 'sendFailed' });
      }
    },
    [gameId, userId, sendFrame],
  );

  /**
   * Reports another player's message with the reporter's reason (ours, beyond the spec): it leaves the
   * feed at once; resolves true once filed (notice 'reported'), or false, with the message shown again
   * (notice 'reportFailed').
   */
  const reportMessage = useCallback(
    async (message: ChatMessage, reason: string): Promise<boolean> => {
      if (userId === null || uuid === undefined || sameUserName(message.userId, userId)) return false;
      const { messageId } = message;
      dispatch({ type: 'hide', messageId });
      setNotice(null);
      const filed = await sendChatReport({ uuid, gameId, messageId, reason });
      if (!filed) dispatch({ type: 'unhide', messageId });
      setNotice({ kind: filed ? 'reported' : 'reportFailed' });
      return filed;
    },
    [gameId, userId, uuid],
  );

  const entries = useMemo(() => entriesOf(room), [room]);
  return {
    entries,
    history: pages.history,
    older: pages.older,
    hasOlder: room.olderKey !== null,
    connection: socket.connection,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    reloadHistory: pages.reload,
    loadOlder: pages.loadOlder,
    send,
    retry: outbox.retry,
    discard: outbox.discard,
    toggleLike,
    reportMessage,
  };
}

export type GameChatRoom = ReturnType<typeof useGameChat>;
