/**
 * The signed-in session: Amplify Auth (Cognito) holds the tokens; this module configures Amplify from
 * /config.json once and answers "what is the current session" and "what is the ID token" (001 §6).
 * Loaded lazily (the signed-in area, `cognito` calls), never by the landing page or public profiles.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { loadConfig } from './config';
import { report } from './errors';
import { isSessionValid, NotSignedInError, type Session } from './session-state';

let configured: Promise<void> | null = null;

/** Configures Amplify Auth from the runtime config, once; with the twin's Cognito emulator when the config names one. */
export function ensureAuthConfigured(): Promise<void> {
  configured ??= loadConfig().then(
    (config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          },
        },
      });
    },
    (error: unknown) => {
      configured = null;
      throw error;
    },
  );
  return configured;
}

/** Amplify's answers for "nobody is signed in"; anything else is unexpected and reported. */
const SIGNED_OUT_ERRORS = new Set(['UserUnAuthenticatedException', 'NotAuthorizedException']);

/** The current session (Amplify refreshes an expired ID token when it can), or null when nobody is signed in. */
export async function getSession(): Promise<Session | null> {
  try {
    await ensureAuthConfigured();
    const { tokens } = await fetchAuthSession();
    const idToken = tokens?.idToken;
    const exp = idToken?.payload.exp;
    const sub = idToken?.payload.sub;
    if (!idToken || typeof exp !== 'number' || typeof sub !== 'string') return null;
    return { idToken: idToken.toString(), expiresAt: exp * 1000, uuid: sub };
  } catch (error) {
    if (!(error instanceof Error && SIGNED_OUT_ERRORS.has(error.name))) report(error, { where: 'session' });
    return null;
  }
}

/** The ID token for a `cognito` call; throws NotSignedInError without a valid session. */
export async function getIdToken(): Promise<string> {
  const session = await getSession();
  if (!isSessionValid(session)) throw new NotSignedInError('no valid session');
  return session.idToken;
}
