/**
 * A reply sent from a chat notification (000 §4 "Notifications": Reply opens a textarea): the reply is
 * an ordinary game chat reply in the notification's game, so it goes through the game chat's live
 * connection (game-chat-connection.ts), opened for this one message and closed again:
 *
 *   open a connection to the game → send a `sendmessage` frame (parentMessageId = the thread's root,
 *   replyToId = the person answered) → wait for the server's copy carrying our id (`clientMessageId`)
 *   → close → 'sent'.
 *
 * An `error` frame about it, a `slowDown` alert, the server's `disconnect`, a send that never left
 * (the connection's own retries) or no echo within REPLY_ECHO_TIMEOUT all end it with an outcome the
 * screen words; the connection is closed deliberately in every case (no reconnect). The names the
 * reply mentions are posted after the echo, as the chat room does (000 §5).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../lib/contract/constants';
import type { ErrorFrameCode, GameChatFrame } from '../../../../lib/contract/socket-frames';
import { mentionsToPost, tooManyLinks } from '../../lib/chat-text';
import { useConfig } from '../config';
import { postMentions } from '../server/game-chat';
import { GameChatConnection, type SocketLike } from './game-chat-connection';
import { freshIdToken } from './live-room';

/** How long the reply waits for the server's copy once the frame left (ms). */
export const REPLY_ECHO_TIMEOUT = 15_000;

export interface NotificationReply {
  gameId: number;
  /** the caller */
  userId: string;
  profileImage: string;
  /** the thread's root: the notification's parentMessageId, or its messageId when it has none */
  parentMessageId: string;
  /** the author answered */
  replyToId: string;
  messageText: string;
}

export type ReplyOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'empty' }
  | { kind: 'tooLong' }
  | { kind: 'tooManyLinks' }
  | { kind: 'slowDown'; seconds: number }
  | { kind: 'refused'; code: ErrorFrameCode | null }
  | { kind: 'failed' };

export interface ReplyTransport {
  /** the game chat API's address */
  url: string;
  getToken: () => Promise<string>;
  createSocket?: (url: string) => SocketLike;
}

/** A handle on a reply on its way: its outcome, and `cancel()` (the item closes) which closes the connection. */
export interface PendingReply {
  outcome: Promise<ReplyOutcome>;
  cancel: () => void;
}

/** What the client refuses before opening anything (000 §5; CHAT_LIMITS), or null when it may be sent. */
export function checkReply(text: string): ReplyOutcome | null {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (text.length > LIMITS.messageMax) return { kind: 'tooLong' };
  if (tooManyLinks(trimmed)) return { kind: 'tooManyLinks' };
  return null;
}

let lastClientId = 0;
/** The client id of a frame: its send time (000 §7), distinct within one millisecond. */
function nextClientId(): string {
  lastClientId = Math.max(Date.now(), lastClientId + 1);
  return String(lastClientId);
}

/** Sends one reply over a connection of its own; see the module comment. */
export function sendNotificationReply(reply: NotificationReply, transport: ReplyTransport): PendingReply {
  const checked = checkReply(reply.messageText);
  if (checked) return { outcome: Promise.resolve(checked), cancel: () => {} };

  const clientId = nextClientId();
  const messageText = reply.messageText.trim();
  let settle: (outcome: ReplyOutcome) => void = () => {};
  let done = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const onOwnMessage = (messageId: string) => {
    void postMentions({
      messageId,
      userIds: mentionsToPost(messageText, reply.userId),
      sourceAuthor: reply.userId,
      gameId: reply.gameId,
    });
    settle({ kind: 'sent', messageId });
  };
  const onFrame = (frame: GameChatFrame) => {
    switch (frame.type) {
      case 'message':
        if (frame.clientMessageId === clientId) onOwnMessage(frame.messageId);
        return;
      // a big room delivers by ticks (docs/architecture.md): the reply is one of the tick's messages
      case 'tick': {
        const own = frame.messages.find((message) => message.clientMessageId === clientId);
        if (own) onOwnMessage(own.messageId);
        return;
      }
      case 'alert':
        if (frame.alert === 'disconnect') settle({ kind: 'failed' });
        else if (frame.messageId === undefined || frame.messageId === clientId)
          settle({ kind: 'slowDown', seconds: Math.max(1, Math.ceil(frame.retryAfterMs / 1000)) });
        return;
      case 'error':
        if (frame.messageId === undefined || frame.messageId === clientId)
          settle({ kind: 'refused', code: frame.code ?? null });
        return;
      case 'likes':
        return;
    }
  };

  const connection = new GameChatConnection({
    url: transport.url,
    gameId: reply.gameId,
    userId: reply.userId,
    profileImage: reply.profileImage,
    mode: 'reply',
    getToken: transport.getToken,
    createSocket: transport.createSocket,
    onFrame,
    onState: () => {},
  });

  const outcome = new Promise<ReplyOutcome>((resolve) => {
    settle = (result) => {
      if (done) return;
      done = true;
      if (timer !== null) clearTimeout(timer);
      connection.close();
      resolve(result);
    };
  });

  connection.open();
  void connection
    .send({
      action: 'sendmessage',
      messageId: clientId,
      userId: reply.userId,
      profileImage: reply.profileImage,
      gameId: reply.gameId,
      parentMessageId: reply.parentMessageId,
      replyToId: reply.replyToId,
      messageText,
    })
    .then((result) => {
      if (result === 'failed') settle({ kind: 'failed' });
      else if (!done) timer = setTimeout(() => settle({ kind: 'failed' }), REPLY_ECHO_TIMEOUT);
    });

  return { outcome, cancel: () => settle({ kind: 'failed' }) };
}

export type ReplyState =
  { status: 'idle' } | { status: 'sending' } | { status: 'done'; outcome: ReplyOutcome };

/**
 * The reply form's state: `send(reply)` checks it, sends it and ends in `done` with its outcome;
 * unmounting (the item or the panel closes) closes a connection still open.
 */
export function useNotificationReply(createSocket?: (url: string) => SocketLike) {
  const { gameChatSocketUrl } = useConfig();
  const [state, setState] = useState<ReplyState>({ status: 'idle' });
  const pending = useRef<PendingReply | null>(null);
  useEffect(
    () => () => {
      pending.current?.cancel();
      pending.current = null;
    },
    [],
  );
  const send = useCallback(
    async (reply: NotificationReply): Promise<ReplyOutcome> => {
      if (pending.current) return { kind: 'failed' };
      const checked = checkReply(reply.messageText);
      if (checked) {
        setState({ status: 'done', outcome: checked });
        return checked;
      }
      setState({ status: 'sending' });
      const handle = sendNotificationReply(reply, {
        url: gameChatSocketUrl,
        getToken: freshIdToken,
        createSocket,
      });
      pending.current = handle;
      const outcome = await handle.outcome;
      if (pending.current === handle) {
        pending.current = null;
        setState({ status: 'done', outcome });
      }
      return outcome;
    },
    [createSocket, gameChatSocketUrl],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, send, reset };
}
