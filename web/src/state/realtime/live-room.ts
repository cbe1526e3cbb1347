/**
 * What the game chat room (use-game-chat.ts) and a direct-message conversation (use-conversation.ts)
 * share around their live connection: the connection as the player is told it, a fresh ID token for
 * each (re)connect, and the caller's sends (the courtesy send limit and the client ids).
 */
import type { Dispatch, SetStateAction } from 'react';
import { CHAT_LIMITS } from '../../../../lib/contract/constants';
import type { ConnectionState } from './socket-connection';

/** The connection as the player is told: the first connect, live, reconnecting, or ended by the server. */
export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'disconnected';

export async function freshIdToken(): Promise<string> {
  const { getIdToken } = await import('../../lib/session');
  return getIdToken();
}

/**
 * The `onState` of one connection: its states told as a ConnectionStatus ('reconnecting' once it has
 * been open; 'disconnected', set when the server ended it, stays).
 */
export function trackConnectionStatus(
  setConnection: Dispatch<SetStateAction<ConnectionStatus>>,
): (state: ConnectionState) => void {
  let everOpen = false;
  return (state) => {
    if (state === 'open') everOpen = true;
    setConnection((current) =>
      current === 'disconnected'
        ? current
        : state === 'open'
          ? 'live'
          : everOpen
            ? 'reconnecting'
            : 'connecting',
    );
  };
}

/** A wait in ms as whole seconds, at least 1. */
export const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The caller's sends: when the last ones left (the courtesy send limit) and the client ids. */
export class SendWindow {
  private sentAt: number[] = [];
  private lastClientNumber = 0;

  /** How long (ms) to wait before another send when `limit` sends left within the window; null: none. */
  wait(now: number, limit: number): number | null {
    const window = CHAT_LIMITS.sendWindowSeconds * 1000;
    this.sentAt = this.sentAt.filter((time) => now - time < window);
    return this.sentAt.length >= limit ? window - (now - this.sentAt[0]!) : null;
  }

  /** A send the socket took. */
  sent(time: number): void {
    this.sentAt.push(time);
  }

  /** The client id of a send at `now`: the send time (000 §7); two sends within a ms get distinct ids. */
  clientId(now: number): string {
    this.lastClientNumber = Math.max(now, this.lastClientNumber + 1);
    return String(this.lastClientNumber);
  }
}
