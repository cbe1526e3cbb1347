/**
 * The messages of one game chat room as the screen shows them, kept by a pure reducer (no React, no
 * I/O): history pages and live frames merge by the server's messageId (one entry per message, sorted
 * by id ascending: compareMessageIds), the caller's own messages show at once as pending ('sending')
 * and are replaced by the server's frame that echoes their client id (`clientMessageId`), and a like
 * shows at once and is reconciled with the confirmation or rolled back on a refusal. A message the
 * caller reports is hidden at once (and shown again if the report fails): it stays in the state, so
 * later pages and frames of it change nothing on screen.
 */
import type { AnswerOf } from '../../../../lib/contract/manifest';
import type { ChatMessageFrame } from '../../../../lib/contract/socket-frames';
import { compareMessageIds } from '../../lib/chat-text';

export type ChatPage = AnswerOf<'getGameChatPage'>['messageRepliesPage'];
/** A game chat message (000 §3) as the history and the live frames carry it. */
export type ChatMessage = ChatPage['messages'][number];
export type ChatPageKey = NonNullable<ChatPage['lastEvaluatedKey']>;

export type EntryStatus = 'sent' | 'sending' | 'failed';

export interface ChatEntry {
  message: ChatMessage;
  status: EntryStatus;
  /** the client id of the caller's own message until the server's frame replaces it */
  clientId?: string;
  /** the like as it was before an unconfirmed toggle, to put back if the server refuses it */
  likeBefore?: { likes: number; isLiked: boolean };
}

export interface RoomState {
  /** the server's messages, ascending by messageId */
  messages: ChatEntry[];
  /** the caller's messages the server has not echoed yet, in the order they were written */
  pending: ChatEntry[];
  /** where the next older page starts; null once the oldest page was read */
  olderKey: ChatPageKey | null;
  /** whether the first page was read */
  loaded: boolean;
  /** the server ids of the messages the caller reported here: not shown */
  hidden: readonly string[];
}

export const EMPTY_ROOM: RoomState = { messages: [], pending: [], olderKey: null, loaded: false, hidden: [] };

export type RoomAction =
  | { type: 'reset' }
  | { type: 'page'; page: ChatPage; first: boolean }
  /** the newest page read again after a reconnect: what arrived while the socket was down */
  | { type: 'catchUp'; messages: ChatPage['messages'] }
  | { type: 'frame'; message: ChatMessageFrame }
  | { type: 'pending'; entry: ChatEntry }
  | { type: 'pendingStatus'; clientId: string; status: EntryStatus }
  | { type: 'discard'; clientId: string }
  | { type: 'like'; messageId: string }
  | { type: 'likeConfirmed'; messageId: string; likes: number }
  | { type: 'likeRefused'; messageId: string }
  | { type: 'hide'; messageId: string }
  | { type: 'unhide'; messageId: string };

/** The message without the frame's own fields. */
function messageOf(frame: ChatMessageFrame): ChatMessage {
  const { type: _type, clientMessageId: _clientId, ...message } = frame;
  return message;
}

/** Adds or replaces messages by id, keeping the ascending order; an entry in flight keeps its like. */
function merge(current: ChatEntry[], incoming: ChatMessage[]): ChatEntry[] {
  const byId = new Map(current.map((entry) => [entry.message.messageId, entry]));
  for (const message of incoming) {
    const existing = byId.get(message.messageId);
    byId.set(
      message.messageId,
      existing?.likeBefore
        ? {
            ...existing,
            message: { ...message, likes: existing.message.likes, isLiked: existing.message.isLiked },
          }
        : { message, status: 'sent' },
    );
  }
  return [...byId.values()].sort((a, b) => compareMessageIds(a.message.messageId, b.message.messageId));
}

function updateLike(state: RoomState, messageId: string, change: (entry: ChatEntry) => ChatEntry): RoomState {
  const index = state.messages.findIndex((entry) => entry.message.messageId === messageId);
  if (index < 0) return state;
  const messages = [...state.messages];
  messages[index] = change(messages[index]!);
  return { ...state, messages };
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'reset':
      return EMPTY_ROOM;
    case 'page':
      return {
        ...state,
        messages: merge(state.messages, action.page.messages),
        // the first page's key starts the paging; an older page's key continues it
        olderKey: action.page.lastEvaluatedKey,
        loaded: state.loaded || action.first,
      };
    case 'catchUp':
      return { ...state, messages: merge(state.messages, action.messages) };
    case 'frame': {
      const clientId = action.message.clientMessageId;
      const pending =
        clientId === undefined ? state.pending : state.pending.filter((entry) => entry.clientId !== clientId);
      return { ...state, pending, messages: merge(state.messages, [messageOf(action.message)]) };
    }
    case 'pending':
      return { ...state, pending: [...state.pending, action.entry] };
    case 'pendingStatus':
      return {
        ...state,
        pending: state.pending.map((entry) =>
          entry.clientId === action.clientId ? { ...entry, status: action.status } : entry,
        ),
      };
    case 'discard':
      return { ...state, pending: state.pending.filter((entry) => entry.clientId !== action.clientId) };
    case 'like':
      return updateLike(state, action.messageId, (entry) => {
        const { likes, isLiked } = entry.message;
        return {
          ...entry,
          likeBefore: entry.likeBefore ?? { likes, isLiked },
          message: { ...entry.message, isLiked: !isLiked, likes: Math.max(0, likes + (isLiked ? -1 : 1)) },
        };
      });
    case 'likeConfirmed':
      return updateLike(state, action.messageId, ({ likeBefore: _before, ...entry }) => ({
        ...entry,
        message: { ...entry.message, likes: action.likes },
      }));
    case 'likeRefused':
      return updateLike(state, action.messageId, ({ likeBefore, ...entry }) =>
        likeBefore ? { ...entry, message: { ...entry.message, ...likeBefore } } : entry,
      );
    case 'hide':
      return state.hidden.includes(action.messageId)
        ? state
        : { ...state, hidden: [...state.hidden, action.messageId] };
    case 'unhide':
      return { ...state, hidden: state.hidden.filter((messageId) => messageId !== action.messageId) };
  }
}

/**
 * Every entry in display order: the server's messages by id (those the caller reported left out), then
 * the caller's pending ones.
 */
export function entriesOf(state: RoomState): ChatEntry[] {
  const shown =
    state.hidden.length === 0
      ? state.messages
      : state.messages.filter((entry) => !state.hidden.includes(entry.message.messageId));
  return [...shown, ...state.pending];
}
