/**
 * Whether this browser holds a live, complete session, read from storage alone (no Amplify, no
 * network), so the public pages can offer the way back to the dashboard. Live means the tokens can
 * still sign the user in (a refresh token, or an ID token that has not expired) and the account is
 * complete (its userName is stored only once signup has created the profile). The dashboard's guard
 * checks the session for real; a refresh token refused there simply lands the user back on /.
 */
import { useSyncExternalStore } from 'react';
import { decodeJwt, TOKEN_KEYS } from './token-storage';
import { browserStorage, readSessionValue, SESSION_KEY_PREFIX } from './session-values';

export function hasLiveSession(
  storage: Storage | null = browserStorage(),
  now: number = Date.now(),
): boolean {
  if (!storage || !readSessionValue('userName', storage)) return false;
  try {
    if (storage.getItem(TOKEN_KEYS.refreshToken)) return true;
    const idToken = storage.getItem(TOKEN_KEYS.idToken);
    if (!idToken) return false;
    const exp = decodeJwt(idToken).payload.exp;
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  // another tab signing in or out changes the answer
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SESSION_KEY_PREFIX)) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** `hasLiveSession()`, kept current when another tab signs in or out. */
export function useLiveSession(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasLiveSession(),
    () => false,
  );
}
