import '../env';
import { createSign, generateKeyPairSync } from 'node:crypto';
import type { Jwk } from 'aws-jwt-verify/jwk';
import { idTokenVerifier, verifyIdToken } from '../../../lambdas/auth/token-verifier';
import { ALICE } from '../factories';

const ISSUER = process.env.TOKEN_ISSUER!;
const CLIENT_ID = process.env.USER_POOL_CLIENT_ID!;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'test-key';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function sign(claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KID }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

const now = () => Math.floor(Date.now() / 1000);
const idClaims = (overrides: Record<string, unknown> = {}) => ({
  sub: ALICE,
  iss: ISSUER,
  aud: CLIENT_ID,
  token_use: 'id',
  email: 'alice@example.test',
  iat: now() - 10,
  exp: now() + 3600,
  ...overrides,
});

beforeAll(() => {
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' } as Jwk;
  idTokenVerifier.cacheJwks({ keys: [jwk] });
});

describe('verifyIdToken', () => {
  it('answers the claims of a valid ID token of our user pool client', async () => {
    const claims = await verifyIdToken(sign(idClaims()));

    expect(claims.sub).toBe(ALICE);
    expect(claims.email).toBe('alice@example.test');
    expect(claims.token_use).toBe('id');
  });

  it.each([
    ['an access token', { token_use: 'access' }],
    ['another client', { aud: 'other-client' }],
    ['another issuer', { iss: 'https://issuer.example.test/other' }],
    ['an expired token', { exp: now() - 60 }],
  ])('rejects %s', async (_, overrides) => {
    await expect(verifyIdToken(sign(idClaims(overrides)))).rejects.toThrow();
  });

  it('rejects a token signed by another key, and garbage', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const [header, payload] = sign(idClaims()).split('.');
    const forged = `${header}.${payload}.${base64url(createSign('RSA-SHA256').update(`${header}.${payload}`).sign(other))}`;

    await expect(verifyIdToken(forged)).rejects.toThrow();
    await expect(verifyIdToken('not-a-token')).rejects.toThrow();
  });
});
