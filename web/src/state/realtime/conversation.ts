/**
 * The messages of one direct-message conversation as the screen shows them, kept by a pure reducer
 * (no React, no I/O). History pages and live frames merge by the server's Id (one entry per message,
 * ascending: ids are digit strings that order as text). The caller's own messages show at once as
 * pending ('sending', then 'failed' when the socket could not take them) until the server's frame of
 * the same text from the caller arrives: direct messages carry no echo id, so the first pending entry
 * whose text the stored message matches (tags stripped, trimmed, as the server keeps it) is dropped.
 */
import { compareMessageIds } from '../../lib/chat-text';
import { sameMessageText } from '../../lib/direct-message-text';
import { sameUserName } from '../../../../lib/contract/user-names';
import type { DirectMessage } from '../server/direct-messages';

export type PendingStatus = 'sending' | 'failed';

/** A message of the caller the server has not stored (or echoed) yet. */
export interface PendingMessage {
  clientId: string;
  text: string;
  status: PendingStatus;
  /** when it was written (ISO), for its time */
  createdAt: string;
}

export interface ConversationState {
  /** the server's messages, ascending by Id */
  messages: DirectMessage[];
  pending: PendingMessage[];
  /** whether an older page may exist (the last page read was full) */
  hasOlder: boolean;
  loaded: boolean;
}

export const EMPTY_CONVERSATION: ConversationState = {
  messages: [],
  pending: [],
  hasOlder: false,
  loaded: false,
};

export type ConversationAction =
  | { type: 'reset' }
  | { type: 'page'; messages: DirectMessage[]; first: boolean; full: boolean }
  /** the newest page read again after a reconnect: what arrived while the socket was down */
  | { type: 'catchUp'; messages: DirectMessage[] }
  | { type: 'frame'; message: DirectMessage; fromOwn: boolean }
  | { type: 'pending'; entry: PendingMessage }
  | { type: 'pendingStatus'; clientId: string; status: PendingStatus }
  | { type: 'discard'; clientId: string }
  | { type: 'markedRead'; upTo: string; from: string };

function merge(current: DirectMessage[], incoming: DirectMessage[]): DirectMessage[] {
  const byId = new Map(current.map((message) => [message.Id, message]));
  for (const message of incoming) byId.set(message.Id, message);
  return [...byId.values()].sort((a, b) => compareMessageIds(a.Id, b.Id));
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'reset':
      return EMPTY_CONVERSATION;
    case 'page':
      return {
        ...state,
        messages: merge(state.messages, action.messages),
        // the first page decides whether there is more; an older page continues it
        hasOlder: action.full,
        loaded: state.loaded || action.first,
      };
    case 'catchUp':
      return { ...state, messages: merge(state.messages, action.messages) };
    case 'frame': {
      const known = state.messages.some((message) => message.Id === action.message.Id);
      let pending = state.pending;
      if (action.fromOwn && !known) {
        const index = pending.findIndex((entry) => sameMessageText(action.message.Message, entry.text));
        if (index >= 0) pending = [...pending.slice(0, index), ...pending.slice(index + 1)];
      }
      return { ...state, pending, messages: merge(state.messages, [action.message]) };
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
    case 'markedRead':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.ReadMessage === 0 &&
          sameUserName(message.CurrentUser, action.from) &&
          compareMessageIds(message.Id, action.upTo) <= 0
            ? { ...message, ReadMessage: 1 }
            : message,
        ),
      };
  }
}

/** The newest message from `other` the caller has not read, or null. */
export function newestUnreadFrom(state: ConversationState, other: string): string | null {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    const message = state.messages[index]!;
    if (sameUserName(message.CurrentUser, other) && message.ReadMessage === 0) return message.Id;
  }
  return null;
}
