/**
 * One game chat room for the Chat tab (000 §4 "Game chat"): its history, read by pages of 25 (the
 * first on open, older ones on demand), its live connection (game-chat-connection.ts) and the room's
 * messages merged by messageId (game-chat-room.ts). The caller's messages show at once as 'sending'
 * and are replaced by the server's frame; once it arrives, the names the message mentions are posted
 * (000 §5). Likes toggle at once and are reconciled or rolled back. A message the caller reports (ours,
 * beyond the spec) is hidden at once and shown again if the report fails. What the server refuses, and what
 * the client refuses as a courtesy (CHAT_LIMITS: sends per window, links per message), becomes a
 * notice the screen words in the player's language.
 *
 * The room lives while the Chat tab shows one game: unmounting closes the connection deliberately (no
 * reconnect), as do closing the modal and switching the tab or the game.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { CHAT_LIMITS, LIMITS } from '../../../../lib/contract/constants';
import type { ChatMessageFrame, ErrorFrameCode, GameChatFrame } from '../../../../lib/contract/socket-frames';
import { mentionsToPost, tooManyLinks } from '../../lib/chat-text';
import { report } from '../../lib/errors';
import { useConfig } from '../config';
import { sameUserName } from '../../../../lib/contract/user-names';
import { postMentions, readChatPage, sendChatReport } from '../server/game-chat';
import { useCountNewChatMessage } from '../server/game-chat-count';
import { isExpectedFailure } from '../swr-config';
import { GameChatConnection, type SendMessageFrame, type SocketLike } from './game-chat-connection';
import {
  freshIdToken,
  SendWindow,
  trackConnectionStatus,
  waitSeconds,
  type ConnectionStatus,
} from './live-room';
import { EMPTY_ROOM, entriesOf, roomReducer, type ChatEntry, type ChatMessage } from './game-chat-room';
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

export type LoadState = 'loading' | 'ready' | 'failed';

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
  const [history, setHistory] = useState<LoadState>('loading');
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [connection, setConnection] = useState<ConnectionStatus>('connecting');
  const [notice, setNotice] = useState<ChatNotice | null>(null);
  const [attempt, setAttempt] = useState(0);
  const countNewMessage = useCountNewChatMessage(gameId);
  // the history on screen is the room read: nothing of it is unread any more (the dot, the badge)
  useRoomRead(gameId, userId, history === 'ready');

  const socketRef = useRef<GameChatConnection | null>(null);
  /** server ids in the room, to count only new messages in the header */
  const seen = useRef(new Set<string>());
  /** the frames of the caller's messages not echoed yet, by client id (for a retry and the mentions) */
  const outbox = useRef(new Map<string, SendMessageFrame>());
  /** the caller's sends (the courtesy send limit and the client ids) */
  const [sends] = useState(() => new SendWindow());
  const roomRef = useRef(room);
  roomRef.current = room;
  const profileImageRef = useRef(profileImage);
  profileImageRef.current = profileImage;

  // ── history ──
  useEffect(() => {
    dispatch({ type: 'reset' });
    seen.current = new Set();
    setOlder('idle');
    if (userId === null) return;
    let live = true;
    setHistory('loading');
    readChatPage(gameId, userId, null).then(
      (page) => {
        if (!live) return;
        for (const message of page.messages) seen.current.add(message.messageId);
        dispatch({ type: 'page', page, first: true });
        setHistory('ready');
      },
      (error: unknown) => {
        if (!live) return;
        if (!isExpectedFailure(error)) report(error, { where: 'api:getGameChatPage' });
        setHistory('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [gameId, userId, attempt]);

  const loadingOlder = useRef(false);
  const loadOlder = useCallback(async () => {
    const key = roomRef.current.olderKey;
    if (userId === null || key === null || loadingOlder.current) return;
    loadingOlder.current = true;
    setOlder('loading');
    try {
      const page = await readChatPage(gameId, userId, key);
      for (const message of page.messages) seen.current.add(message.messageId);
      dispatch({ type: 'page', page, first: false });
      setOlder('idle');
    } catch (error) {
      if (!isExpectedFailure(error)) report(error, { where: 'api:getGameChatPage' });
      setOlder('failed');
    } finally {
      loadingOlder.current = false;
    }
  }, [gameId, userId]);

  // ── live frames ──
  const onFrame = useCallback(
    (frame: GameChatFrame) => {
      const onMessage = (message: ChatMessageFrame) => {
        if (!seen.current.has(message.messageId)) {
          seen.current.add(message.messageId);
          countNewMessage();
        }
        const sent = message.clientMessageId ? outbox.current.get(message.clientMessageId) : undefined;
        dispatch({ type: 'frame', message });
        if (sent && message.clientMessageId && userId !== null) {
          outbox.current.delete(message.clientMessageId);
          void postMentions({
            messageId: message.messageId,
            userIds: mentionsToPost(sent.messageText, userId),
            sourceAuthor: userId,
            gameId,
          });
        }
      };
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
        case 'alert':
          if (frame.alert === 'disconnect') {
            setNotice({ kind: 'disconnected' });
            return;
          }
          {
            // the message was not stored: the newest one still sending, or the one the alert names
            const target =
              frame.messageId ??
              [...roomRef.current.pending].reverse().find((entry) => entry.status === 'sending')?.clientId;
            if (target) dispatch({ type: 'pendingStatus', clientId: target, status: 'failed' });
            setNotice({ kind: 'slowDown', seconds: waitSeconds(frame.retryAfterMs) });
          }
          return;
        case 'error': {
          const id = frame.messageId;
          if (id !== undefined) {
            if (outbox.current.has(id)) dispatch({ type: 'pendingStatus', clientId: id, status: 'failed' });
            else dispatch({ type: 'likeRefused', messageId: id });
          }
          setNotice(
            frame.code === 'ownLike' ? { kind: 'ownLike' } : { kind: 'refused', code: frame.code ?? null },
          );
          return;
        }
      }
    },
    [countNewMessage, gameId, userId],
  );
  const onFrameRef = useRef(onFrame);
  onFrameRef.current = onFrame;

  // ── the connection: one per game and user; closed deliberately on unmount ──
  useEffect(() => {
    if (userId === null) return;
    const status = trackConnectionStatus(setConnection);
    let wasOpen = false;
    const socket = new GameChatConnection({
      url: gameChatSocketUrl,
      gameId,
      userId,
      profileImage: profileImageRef.current,
      getToken: freshIdToken,
      createSocket,
      onFrame: (frame) => onFrameRef.current(frame),
      onState: (state) => {
        status(state);
        if (state !== 'open') return;
        // back after a drop: what was said while the socket was down comes from the newest page
        if (wasOpen) {
          readChatPage(gameId, userId, null).then(
            (page) => {
              for (const message of page.messages) seen.current.add(message.messageId);
              dispatch({ type: 'catchUp', messages: page.messages });
            },
            (error: unknown) => {
              if (!isExpectedFailure(error)) report(error, { where: 'api:getGameChatPage' });
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
  }, [gameChatSocketUrl, gameId, userId, createSocket]);

  useEffect(() => {
    if (notice?.kind === 'disconnected') setConnection('disconnected');
  }, [notice]);

  // ── sending ──
  const transmit = useCallback(
    async (frame: SendMessageFrame) => {
      const result = (await socketRef.current?.send(frame)) ?? 'failed';
      if (result === 'failed') {
        dispatch({ type: 'pendingStatus', clientId: frame.messageId, status: 'failed' });
        setNotice({ kind: 'sendFailed' });
      } else {
        sends.sent(Date.now());
      }
    },
    [sends],
  );

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
      const wait = sends.wait(now, CHAT_LIMITS.sendsPerWindow);
      if (wait !== null) {
        setNotice({ kind: 'slowDown', seconds: waitSeconds(wait) });
        return false;
      }
      // the client id is the send time (000 §7); two sends within a millisecond get distinct ids
      const clientId = sends.clientId(now);
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
      outbox.current.set(clientId, frame);
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
      setNotice(null);
      void transmit(frame);
      return true;
    },
    [gameId, sends, transmit, userId],
  );

  /** Sends a failed message again, with the same client id. */
  const retry = useCallback(
    (clientId: string) => {
      const frame = outbox.current.get(clientId);
      if (!frame) return;
      dispatch({ type: 'pendingStatus', clientId, status: 'sending' });
      setNotice(null);
      void transmit(frame);
    },
    [transmit],
  );

  /** Drops a failed message. */
  const discard = useCallback((clientId: string) => {
    outbox.current.delete(clientId);
    dispatch({ type: 'discard', clientId });
  }, []);

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
      const result = await socketRef.current?.send({
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
    [gameId, userId],
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
    history,
    older,
    hasOlder: room.olderKey !== null,
    connection,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    reloadHistory: useCallback(() => setAttempt((count) => count + 1), []),
    loadOlder,
    send,
    retry,
    discard,
    toggleLike,
    reportMessage,
  };
}

export type GameChatRoom = ReturnType<typeof useGameChat>;
