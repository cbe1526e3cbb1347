/**
 * The signed-in user's own username, as the login stored it with the session values (001 §3 userName,
 * browser storage; it is not part of the token). Used to tell your own profile from someone else's
 * (no profile view is recorded for your own (000 §5), spectating yourself is refused (000 §4), your own
 * ring shows 100%) and to name the caller in the calls that take their username.
 *
 * `useOwnUsername()` follows a change: the profile editor's username change (or a new picture) is
 * stored through `storeOwnAccountValues`, which tells every reader, so every key that names the user
 * moves to the new name at once; a change made in another tab arrives by the storage event.
 */
import { useSyncExternalStore } from 'react';
import { readSessionValue, writeSessionValues } from '../lib/session-values';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const currentUsername = () => readSessionValue('userName');

/** The signed-in user's username as stored with the session, or null when it is missing. */
export function useOwnUsername(): string | null {
  return useSyncExternalStore(subscribe, currentUsername, () => null);
}

/** Stores a changed username (or picture) with the session values and tells every reader. */
export function storeOwnAccountValues(values: { userName?: string; profilePicLink?: string }): void {
  try {
    writeSessionValues(3, values);
  } catch {
    // storage refused: the server holds the change; the next login stores it again
  }
  for (const listener of listeners) listener();
}
