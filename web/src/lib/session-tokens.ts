/**
 * The token provider behind Amplify Auth (`Amplify.configure(config, { Auth: { tokenProvider } })`):
 * it keeps the Cognito tokens of the session in localStorage, serves them to `fetchAuthSession()`, and
 * refreshes them with the refresh token before the 5-minute ID token runs out.
 *
 * Why our own provider instead of Amplify's default one (see web/README.md, "Sessions"):
 * - sign-in goes through our API (`pjuserlogin/login`, 001 §7): the server throttles wrong passwords
 *   and the twin's Cognito emulator has no SRP. Amplify has no public way to adopt tokens it did not
 *   obtain itself (its `tokenOrchestrator.setTokens` and storage key layout are internal);
 * - Amplify 6's default refresher calls `GetTokensFromRefreshToken`, which the twin's emulator does
 *   not implement, while `InitiateAuth` with `REFRESH_TOKEN_AUTH` works on both Cognito and the twin.
 * The custom TokenProvider is Amplify's documented extension point, so everything that asks Amplify
 * for the session (`fetchAuthSession`) keeps working and gets refreshed tokens.
 *
 * Light on purpose: it imports Amplify's types only, so it is unit-tested without the library.
 */
import type { AuthTokens } from 'aws-amplify/auth';
import { SessionStorageError, browserStorage } from './session-values';
import { decodeJwt, InvalidTokenError, TOKEN_KEYS } from './token-storage';

export { decodeJwt, InvalidTokenError, TOKEN_KEYS };

/** The raw tokens of a Cognito sign-in or refresh (AuthenticationResult). */
export interface CognitoTokens {
  idToken: string;
  accessToken: string;
  /** absent from a refresh answer: the refresh token stays the same */
  refreshToken?: string;
}

/** Tokens are refreshed this long before they expire, so a call never leaves with a dying token. */
export const REFRESH_MARGIN_MS = 30 * 1000;

/** Cognito's answers that mean the refresh token no longer signs anyone in (revoked, expired, disabled…). */
const SIGNED_OUT_ERRORS = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'TokenRevokedException',
  'RefreshTokenReuseException',
];

/** The refresh failed for a reason a later attempt may not share (network, 5xx, throttling); tokens are kept. */
export class TokenRefreshError extends Error {
  override name = 'TokenRefreshError';
}

/** Removes the stored tokens (whatever provider stored them). Never throws. */
export function clearStoredTokens(storage: Storage | null = browserStorage()): void {
  for (const key of Object.values(TOKEN_KEYS)) {
    try {
      storage?.removeItem(key);
    } catch {
      // storage that refuses removals leaves nothing more to do
    }
  }
}

/** Where the Cognito user pool API answers: the twin's emulator when the config names one, else the region's endpoint. */
export function cognitoEndpoint(config: { region: string; userPoolEndpoint?: string }): string {
  return config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
}

export interface SessionTokenProviderOptions {
  /** the user pool's app client id */
  clientId: string;
  /** the Cognito user pool API address (see cognitoEndpoint) */
  endpoint: string;
  storage?: Storage | null;
  fetch?: typeof fetch;
  now?: () => number;
  /** called once when a refresh is refused (the session ended elsewhere: sign-out, password change, disabled) */
  onSignedOut?: () => void;
}

interface StoredTokens extends CognitoTokens {
  clockDrift: number;
}

export class SessionTokenProvider {
  private readonly storage: Storage | null;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private refreshing: Promise<StoredTokens | null> | null = null;

  constructor(private readonly options: SessionTokenProviderOptions) {
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.fetchFn = options.fetch ?? ((...args) => fetch(...args));
    this.now = options.now ?? (() => Date.now());
  }

  /** Keeps the tokens of a sign-in; throws SessionStorageError(1) if the browser refuses to store them. */
  store(tokens: CognitoTokens): void {
    if (!this.storage) throw new SessionStorageError(1);
    let issuedAt: unknown;
    try {
      decodeJwt(tokens.idToken);
      issuedAt = decodeJwt(tokens.accessToken).payload.iat;
    } catch (cause) {
      throw new InvalidTokenError('sign-in answered unreadable tokens', { cause });
    }
    const clockDrift = typeof issuedAt === 'number' ? issuedAt * 1000 - this.now() : 0;
    try {
      this.storage.setItem(TOKEN_KEYS.idToken, tokens.idToken);
      this.storage.setItem(TOKEN_KEYS.accessToken, tokens.accessToken);
      if (tokens.refreshToken) this.storage.setItem(TOKEN_KEYS.refreshToken, tokens.refreshToken);
      this.storage.setItem(TOKEN_KEYS.clockDrift, String(Math.round(clockDrift)));
    } catch (cause) {
      this.clear();
      throw new SessionStorageError(1, { cause });
    }
  }

  /** Forgets the tokens. Never throws. */
  clear(): void {
    clearStoredTokens(this.storage);
  }

  /** Server time minus local time (ms): local expiry = exp × 1000 − clockDrift. */
  clockDrift(): number {
    return this.load()?.clockDrift ?? 0;
  }

  /**
   * Amplify's TokenProvider: the session's tokens, refreshed first when forced or about to expire;
   * null when nobody is signed in (or the refresh was refused). Throws TokenRefreshError when the
   * refresh could not be attempted or answered for a transient reason; the tokens are then kept.
   */
  async getTokens(options: { forceRefresh?: boolean } = {}): Promise<AuthTokens | null> {
    let tokens = this.load();
    if (!tokens) return null;
    if (options.forceRefresh || this.expiresSoon(tokens)) tokens = await this.refresh(tokens);
    if (!tokens) return null;
    try {
      return { idToken: decodeJwt(tokens.idToken), accessToken: decodeJwt(tokens.accessToken) };
    } catch {
      this.clear();
      return null;
    }
  }

  private load(): StoredTokens | null {
    try {
      const idToken = this.storage?.getItem(TOKEN_KEYS.idToken);
      const accessToken = this.storage?.getItem(TOKEN_KEYS.accessToken);
      if (!idToken || !accessToken) return null;
      const refreshToken = this.storage?.getItem(TOKEN_KEYS.refreshToken) ?? undefined;
      const clockDrift = Number(this.storage?.getItem(TOKEN_KEYS.clockDrift) ?? 0) || 0;
      return { idToken, accessToken, refreshToken, clockDrift };
    } catch {
      return null;
    }
  }

  private expiresSoon(tokens: StoredTokens): boolean {
    const serverNow = this.now() + tokens.clockDrift;
    return [tokens.idToken, tokens.accessToken].some((token) => {
      try {
        const exp = decodeJwt(token).payload.exp;
        return typeof exp !== 'number' || exp * 1000 <= serverNow + REFRESH_MARGIN_MS;
      } catch {
        return true;
      }
    });
  }

  /** One refresh at a time: concurrent callers share it. */
  private refresh(tokens: StoredTokens): Promise<StoredTokens | null> {
    this.refreshing ??= this.runRefresh(tokens).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async runRefresh(tokens: StoredTokens): Promise<StoredTokens | null> {
    if (!tokens.refreshToken) return this.signedOut();
    let response: Response;
    try {
      response = await this.fetchFn(this.options.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: this.options.clientId,
          AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
        }),
      });
    } catch (cause) {
      throw new TokenRefreshError('the token refresh request failed', { cause });
    }
    const answer = (await response.json().catch(() => null)) as {
      __type?: string;
      message?: string;
      AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
    } | null;
    if (!response.ok) {
      // Cognito names the error in __type, sometimes with a namespace: 'ns#NotAuthorizedException'
      const type = answer?.__type?.split('#').pop() ?? '';
      if (SIGNED_OUT_ERRORS.includes(type)) return this.signedOut();
      throw new TokenRefreshError(`the token refresh answered ${response.status} ${type}`.trim());
    }
    const result = answer?.AuthenticationResult;
    if (!result?.IdToken || !result.AccessToken) {
      throw new TokenRefreshError('the token refresh answered no tokens');
    }
    try {
      this.store({
        idToken: result.IdToken,
        accessToken: result.AccessToken,
        refreshToken: result.RefreshToken ?? tokens.refreshToken,
      });
    } catch (cause) {
      throw new TokenRefreshError('the refreshed tokens could not be kept', { cause });
    }
    return this.load();
  }

  private signedOut(): null {
    this.clear();
    this.options.onSignedOut?.();
    return null;
  }
}
