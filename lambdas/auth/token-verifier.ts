/**
 * Verifies Cognito ID tokens. The verifier is created once per container from config (issuer, JWKS
 * address, audience = the app client id), so its JWKS cache is shared by every invocation.
 * Used by the WebSocket authorizer, by pjuser/user/verify's optional token and by the local twin's
 * gateway: keep the export name `verifyIdToken` and this module path.
 */
import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { authConfig } from '../core/config';

/** The claims of a verified ID token. */
export type IdTokenClaims = JwtPayload & {
  /** the user's uuid */
  sub: string;
  token_use: 'id';
  email?: string;
  'cognito:username'?: string;
};

/** A token that verified but is not an ID token. */
export class NotAnIdTokenError extends Error {}

const { issuer, jwksUri, clientId } = authConfig();

/** The module-scope verifier (exported so tests can preload its JWKS with `cacheJwks`). */
export const idTokenVerifier = JwtVerifier.create({
  issuer,
  jwksUri,
  audience: clientId,
  customJwtCheck: ({ payload }) => {
    if (payload.token_use !== 'id') throw new NotAnIdTokenError('not an ID token');
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw new NotAnIdTokenError('token has no subject');
  },
});

/** Verifies an ID token (signature, issuer, audience, expiry, token use); rejects otherwise. */
export async function verifyIdToken(token: string): Promise<IdTokenClaims> {
  return (await idTokenVerifier.verify(token)) as IdTokenClaims;
}
