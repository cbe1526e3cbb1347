/**
 * The session values kept in browser storage (001 §3): uuid, email, userName, profilePicLink and
 * userCount, next to the tokens (idToken and its refresh companions, see session-tokens.ts). Light:
 * no Amplify, no valibot; read by the guard, the settings panel and the signup flow.
 *
 * Storage is localStorage, like Amplify's own token store: a session outlives the tab (the refresh
 * token lasts 30 days) and every tab shares it. A browser that refuses storage (private modes, full
 * quota, blocked site data) makes a write throw `SessionStorageError`, which the login shows as the
 * spec's ERROR1/2/3 "Could not save cookie information" messages.
 */

/** Every key this app writes for a session; all start with the same prefix. */
export const SESSION_KEY_PREFIX = 'playjoin.';
export const SESSION_VALUE_KEYS = {
  uuid: `${SESSION_KEY_PREFIX}uuid`,
  email: `${SESSION_KEY_PREFIX}email`,
  userName: `${SESSION_KEY_PREFIX}userName`,
  profilePicLink: `${SESSION_KEY_PREFIX}profilePicLink`,
  userCount: `${SESSION_KEY_PREFIX}userCount`,
} as const;
export type SessionValueName = keyof typeof SESSION_VALUE_KEYS;

/**
 * Which write failed, as the login's messages number them (001 §8 errorMsg1..3):
 * 1 the tokens, 2 the email, 3 the account values (uuid, userName, profilePicLink, userCount).
 */
export type SessionStorageStep = 1 | 2 | 3;

/** A session value (or token) could not be written to browser storage. */
export class SessionStorageError extends Error {
  override name = 'SessionStorageError';
  constructor(
    readonly step: SessionStorageStep,
    options?: ErrorOptions,
  ) {
    super(`session storage write ${step} failed`, options);
  }
}

/** The browser's localStorage, or null where there is none (or access to it throws). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Writes values (null removes one); throws SessionStorageError(step) if storage refuses. */
export function writeSessionValues(
  step: SessionStorageStep,
  values: Partial<Record<SessionValueName, string | null>>,
  storage: Storage | null = browserStorage(),
): void {
  if (!storage) throw new SessionStorageError(step);
  try {
    for (const [name, value] of Object.entries(values) as [SessionValueName, string | null][]) {
      if (value === null) storage.removeItem(SESSION_VALUE_KEYS[name]);
      else storage.setItem(SESSION_VALUE_KEYS[name], value);
    }
  } catch (cause) {
    throw new SessionStorageError(step, { cause });
  }
}

export function readSessionValue(
  name: SessionValueName,
  storage: Storage | null = browserStorage(),
): string | null {
  try {
    return storage?.getItem(SESSION_VALUE_KEYS[name]) ?? null;
  } catch {
    return null;
  }
}

/** Removes every session value (tokens are cleared by their own store). Never throws. */
export function clearSessionValues(storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  for (const key of Object.values(SESSION_VALUE_KEYS)) {
    try {
      storage.removeItem(key);
    } catch {
      // nothing more can be done about storage that refuses removals
    }
  }
}
