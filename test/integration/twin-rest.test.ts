/**
 * The REST API of the running twin with the real handlers and token verifier: API Gateway's auth
 * answers, and seeded data read with a real token and with the public API key.
 */
import * as v from 'valibot';
import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import cognitoLocalPrivateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import { webConfigSchema } from '../../lib/contract';
import { securityHeaders } from '../../lib/contract/security-headers';
import { loadSeedUsers } from '../../lib/seed/data';
import { cognitoClient, signIn } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const cognito = cognitoClient(info);
const seededUser = loadSeedUsers().find((user) => user.active && user.games.length > 0)!;

afterAll(() => cognito.destroy());

/** An ID token as the emulator would sign it, with chosen times (and optionally a stranger's key). */
function idToken(
  claims: { exp: number; iat: number },
  key = createPrivateKey(cognitoLocalPrivateKey.pem),
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' });
  const payload = encode({
    sub: '5b7c3f1e-0000-4000-8000-000000000001',
    aud: info.userPoolClientId,
    iss: info.tokenIssuer,
    token_use: 'id',
    auth_time: claims.iat,
    'cognito:username': '5b7c3f1e-0000-4000-8000-000000000001',
    ...claims,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);

describe('API Gateway’s answers on the twin', () => {
  it.each([
    ['no token', undefined, 'Unauthorized'],
    ['a garbage token', 'garbage', 'Unauthorized'],
    [
      'a token signed by another key',
      idToken(
        { iat: now(), exp: now() + 3600 },
        generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
      ),
      'Unauthorized',
    ],
    ['an expired token', idToken({ iat: now() - 7200, exp: now() - 3600 }), 'The incoming token has expired'],
  ])('refuses %s with 401 from the gateway itself', async (_case, token, message) => {
    const response = await fetch(`${info.urls.api}/pjgame/pjgame`, {
      headers: token ? { Authorization: token } : {},
    });

    expect(response.status).toBe(401);
    expect(response.headers.get('x-amzn-errortype')).toBe('UnauthorizedException');
    await expect(response.json()).resolves.toEqual({ message });
  });

  it('refuses an API-key route without the key with 403 Forbidden', async () => {
    const response = await fetch(`${info.urls.api}/pjpubprofile/pj/user?username=${seededUser.userName}`);

    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toEqual({ message: 'Forbidden' });
  });

  it('answers an unknown route with 403 Missing Authentication Token', async () => {
    const response = await fetch(`${info.urls.api}/pjnothing/at/all`);

    expect(response.status).toBe(403);
    await expect(response.json()).resolves.toEqual({ message: 'Missing Authentication Token' });
  });
});

describe('seeded data through the real handlers', () => {
  it('returns the seeded games catalogue to a seeded user signed in through the shim', async () => {
    const tokens = await signIn(info, cognito, seededUser.email, seededUser.password);

    const response = await fetch(`${info.urls.api}/pjgame/pjgame`, {
      headers: { Authorization: tokens.IdToken },
    });

    expect(response.status).toBe(200);
    const games = (await response.json()) as unknown[];
    expect(games.length).toBeGreaterThanOrEqual(150);
  });

  it('returns a seeded user’s public profile with the public API key', async () => {
    const response = await fetch(
      `${info.urls.api}/pjpubprofile/pj/user?username=${encodeURIComponent(seededUser.userName)}`,
      {
        headers: { 'x-api-key': info.publicApiKey },
      },
    );

    expect(response.status).toBe(200);
    const profiles = (await response.json()) as Array<Record<string, unknown>>;
    expect(profiles).toHaveLength(1);
    expect(JSON.stringify(profiles[0])).toContain(seededUser.userName);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'answers normally when a query parameter and a header are named %s',
    async (name) => {
      const query = new URLSearchParams([
        ['username', seededUser.userName],
        [name, 'probe'],
      ]);
      const response = await fetch(`${info.urls.api}/pjpubprofile/pj/user?${query}`, {
        headers: new Headers([
          ['x-api-key', info.publicApiKey],
          [name, 'probe'],
        ]),
      });

      expect(response.status).toBe(200);
      expect(JSON.stringify(await response.json())).toContain(seededUser.userName);
    },
  );
});

describe('the site', () => {
  it('serves /config.json that matches the twin and the contract', async () => {
    const config = v.parse(webConfigSchema, await (await fetch(info.urls.config)).json());

    expect(config).toEqual({
      region: 'us-east-1',
      apiUrl: info.urls.api,
      gameChatSocketUrl: info.urls.gameChatSocket,
      messagesSocketUrl: info.urls.messagesSocket,
      publicApiKey: info.publicApiKey,
      userPoolId: info.userPoolId,
      userPoolClientId: info.userPoolClientId,
      userPoolEndpoint: info.urls.cognito,
      mediaBaseUrl: info.urls.media,
    });
  });

  it('serves the SPA with client-route fallback', async () => {
    const response = await fetch(`${info.urls.site}/home/user-home`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves its pages with the security headers CloudFront sends, the twin’s endpoints in connect-src', async () => {
    const response = await fetch(`${info.urls.site}/home/user-home`);
    const headers = Object.fromEntries(
      [
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ].map((name) => [name, response.headers.get(name)]),
    );

    expect(headers).toEqual(
      securityHeaders({
        endpoints: {
          sockets: [new URL(info.urls.gameChatSocket).origin, new URL(info.urls.messagesSocket).origin],
          identity: new URL(info.urls.cognito).origin,
          // presigned uploads go straight to the S3 emulator
          uploads: info.urls.engines.s3,
        },
        secureTransport: false,
      }),
    );
  });
});

describe('the landing page’s script as CloudFront sends it', () => {
  /** GET with exactly this Accept-Encoding (fetch would add its own and inflate the answer). */
  const download = (url: string, acceptEncoding?: string) =>
    new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });

  it('is brotli for a browser, gzip for a gzip-only client, as built otherwise, and the same script in all three', async () => {
    const page = await (await fetch(`${info.urls.site}/`)).text();
    const entry = /<script type="module" src="(\/assets\/main-[A-Z0-9]+\.js)"/.exec(page)![1]!;
    const url = `${info.urls.site}${entry}`;

    const [brotli, gzip, plain] = await Promise.all([
      download(url, 'gzip, deflate, br'),
      download(url, 'gzip'),
      download(url),
    ]);

    expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    expect(brotli.bytes.length).toBeLessThan(gzip.bytes.length);
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length);
  });
});
