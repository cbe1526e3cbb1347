/**
 * The signed-in session: Amplify Auth serves it (`fetchAuthSession`), backed by our token provider
 * (session-tokens.ts) that keeps the tokens of a sign-in and refreshes them with the refresh token.
 * This module configures Amplify from /config.json once and answers "what is the current session",
 * "what is the ID / access token", and starts and ends sessions (001 §6).
 * Loaded lazily (the signed-in area, `cognito` calls, login), never by the landing page or public profiles.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { loadConfig } from './config';
import { report } from './errors';
import { isSessionValid, leaveSignedInArea, NotSignedInError, type Session } from './session-state';
import {
  clearStoredTokens,
  cognitoEndpoint,
  SessionTokenProvider,
  type CognitoTokens,
} from './session-tokens';
import { clearSessionValues } from './session-values';

let configured: Promise<SessionTokenProvider> | null = null;

/**
 * Configures Amplify Auth from the runtime config, once, with our token provider (refreshing through
 * the twin's Cognito emulator when the config names one).
 */
export function ensureAuthConfigured(): Promise<SessionTokenProvider> {
  configured ??= loadConfig().then(
    (config) => {
      const tokenProvider = new SessionTokenProvider({
        clientId: config.userPoolClientId,
        endpoint: cognitoEndpoint(config),
        // a refresh refused by Cognito means the session ended elsewhere: forget its values too
        onSignedOut: () => clearSessionValues(),
      });
      Amplify.configure(
        {
          Auth: {
            Cognito: {
              userPoolId: config.userPoolId,
              userPoolClientId: config.userPoolClientId,
              ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
            },
          },
        },
        { Auth: { tokenProvider } },
      );
      return tokenProvider;
    },
    (error: unknown) => {
      configured = null;
      throw error;
    },
  );
  return configured;
}

/** The current session (the ID token is refreshed when it is about to expire), or null when nobody is signed in. */
export async function getSession(): Promise<Session | null> {
  try {
    const provider = await ensureAuthConfigured();
    const { tokens } = await fetchAuthSession();
    const idToken = tokens?.idToken;
    const exp = idToken?.payload.exp;
    const sub = idToken?.payload.sub;
    if (!idToken || typeof exp !== 'number' || typeof sub !== 'string') return null;
    // expiry on this browser's clock, so a skewed clock neither ends nor stretches the session
    return { idToken: idToken.toString(), expiresAt: exp * 1000 - provider.clockDrift(), uuid: sub };
  } catch (error) {
    report(error, { where: 'session' });
    return null;
  }
}

/** The ID token for a `cognito` call; throws NotSignedInError without a valid session. */
export async function getIdToken(): Promise<string> {
  const session = await getSession();
  if (!isSessionValid(session)) throw new NotSignedInError('no valid session');
  return session.idToken;
}

/** The access token (the change-password call sends it); throws NotSignedInError without a session. */
export async function getAccessToken(): Promise<string> {
  if (!isSessionValid(await getSession())) throw new NotSignedInError('no valid session');
  const { tokens } = await fetchAuthSession();
  if (!tokens?.accessToken) throw new NotSignedInError('no access token');
  return tokens.accessToken.toString();
}

/** The email claim of the current ID token, if any (a fallback when the stored email is missing). */
export async function getTokenEmail(): Promise<string | null> {
  try {
    await ensureAuthConfigured();
    const { tokens } = await fetchAuthSession();
    const email = tokens?.idToken?.payload.email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

/** Keeps the tokens of a sign-in; throws SessionStorageError(1) when the browser refuses to store them. */
export async function startSession(tokens: CognitoTokens): Promise<void> {
  const provider = await ensureAuthConfigured();
  provider.store(tokens);
}

/** Forgets the session on this browser: the tokens and every session value (001 §3). */
export function endSession(): void {
  clearSessionValues();
  clearStoredTokens();
}

/** The API refused the session (401: revoked or expired): forget it and leave for the landing page. */
export function sessionRejected(): void {
  endSession();
  leaveSignedInArea();
}
