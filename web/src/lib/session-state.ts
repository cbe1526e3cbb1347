/**
 * What a session is and when it counts as valid (001 §6), without Amplify: the guard, the data layer
 * and tests use these without loading the auth library.
 */
export interface Session {
  /** the raw Cognito ID token, sent as Authorization on `cognito` routes */
  idToken: string;
  /** the token's expiry (`exp`) in epoch milliseconds */
  expiresAt: number;
  /** the user's uuid: the token's `sub` */
  uuid: string;
}

/** Valid = present and `exp` later than now (001 §6: missing or expired tokens redirect to /). */
export function isSessionValid(session: Session | null, now: number = Date.now()): session is Session {
  return session !== null && session.expiresAt > now;
}

/** A `cognito` call was attempted without a valid session. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

type Navigate = (path: string) => void;

const reloadAt: Navigate = (path) => window.location.assign(path);
let navigate: Navigate = reloadAt;

/**
 * Where the app goes when a session ends: the signed-in area registers its router's navigate while it
 * is mounted; elsewhere the page is loaded afresh at the address.
 */
export function setSessionNavigator(next: Navigate | null): void {
  navigate = next ?? reloadAt;
}

/** Leaves for a public page (the landing page by default) after a session ended. */
export function leaveSignedInArea(path = '/'): void {
  navigate(path);
}
