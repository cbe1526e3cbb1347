/**
 * The gateway's REST half and its static pages, on a gateway of its own with recording handlers:
 * the proxy event API Gateway builds, its auth answers before any handler runs, and how a handler's
 * answer reaches the client.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { WebConfig } from '../../lib/contract';
import type { Gateway } from '../../lib/local/gateway/server';
import { startGateway } from '../../lib/local/gateway/server';
import { securityHeaders } from '../../lib/contract/security-headers';
import type { HandlerSource, LambdaHandler } from '../../lib/local/lambda';
import { freePort } from '../../lib/local/ports';

const API_KEY = 'test-public-api-key-0123456789';
const GOOD_TOKEN = 'good.id.token';
const EXPIRED_TOKEN = 'expired.id.token';
const CLAIMS = {
  sub: '5b7c3f1e-0000-4000-8000-000000000001',
  'cognito:username': '5b7c3f1e-0000-4000-8000-000000000001',
  email: 'player@example.com',
  email_verified: true,
  token_use: 'id',
  auth_time: 1700000000,
  iat: 1700000000,
  exp: 1700003600,
};

/** a script big enough for CloudFront to compress (1,000 bytes or more) */
const APP_JS = `export const players = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `player_${n}`))};\n`;

const logged: string[] = [];
const log = { info: () => {}, warn: () => {}, error: (message: string) => logged.push(message) };

let gateway: Gateway;
let webRoot: string;
let answer: LambdaHandler;
const restHandler = jest.fn<Promise<unknown>, [APIGatewayProxyEvent, Context]>((event, context) =>
  Promise.resolve(answer(event, context)),
);
const handlers = {
  rest: jest.fn(async (_service: string) => restHandler as LambdaHandler),
  socket: jest.fn(async () => {
    throw new Error('no socket handlers here');
  }),
  stream: jest.fn(async () => {
    throw new Error('no stream handler here');
  }),
  roomTicks: jest.fn(async () => {
    throw new Error('no stream handler here');
  }),
  verifyIdToken: jest.fn(async (token: string) => {
    if (token === GOOD_TOKEN) return { ...CLAIMS };
    if (token === EXPIRED_TOKEN) throw new JwtExpiredError('Token expired at 1700003600', 1700003600);
    throw new Error('Invalid JWT');
  }),
} satisfies HandlerSource;

async function webConfig(port: number): Promise<WebConfig> {
  const site = `http://localhost:${port}`;
  return {
    region: 'us-east-1',
    apiUrl: `${site}/api`,
    gameChatSocketUrl: `ws://localhost:${port}/ws/gamechat`,
    messagesSocketUrl: `ws://localhost:${port}/ws/messages`,
    publicApiKey: API_KEY,
    userPoolId: 'local_testpool',
    userPoolClientId: 'testclient',
    userPoolEndpoint: `${site}/cognito`,
    mediaBaseUrl: `${site}/media`,
  };
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'playjoin-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>PlayJoin</title>');
  writeFileSync(path.join(webRoot, 'assets', 'landing-4F7K2QZX.js'), 'console.log("landing")');
  writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(webRoot, 'assets', 'app-7QW2ZK4M.js'), APP_JS);
  writeFileSync(path.join(webRoot, 'assets', 'photo-7QW2ZK4M.png'), Buffer.alloc(4_000, 7));
  const port = await freePort();
  gateway = await startGateway({
    port,
    handlers,
    apiKey: API_KEY,
    webConfig: await webConfig(port),
    webRoot,
    log,
  });
});

afterAll(async () => {
  await gateway.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

beforeEach(() => {
  answer = () => ({ statusCode: 200, body: JSON.stringify({ ok: true }) });
});

afterEach(() => {
  jest.clearAllMocks();
  logged.splice(0);
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
}

/** A request through node:http, which keeps header names as written (fetch lowercases them). */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${gateway.url}${target}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: bytes.toString(),
          bytes,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('routing like API Gateway', () => {
  it.each([
    ['GET', '/api/pjnothing/here'],
    ['GET', '/api/pjuserlogin/login'],
    ['POST', '/api/pjgame/pjgame'],
    ['GET', '/api'],
  ])('answers %s %s with 403 Missing Authentication Token and runs no handler', async (method, target) => {
    const reply = await send(method, target);

    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Missing Authentication Token' });
    expect(reply.headers['x-amzn-errortype']).toBe('MissingAuthenticationTokenException');
    expect(handlers.rest).not.toHaveBeenCalled();
  });

  it('answers a CORS preflight like a method the resource lacks: the stack configures no CORS', async () => {
    const reply = await send('OPTIONS', '/api/pjgame/pjgame', {
      Origin: 'http://localhost:5173',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,content-type',
    });

    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Missing Authentication Token' });
    expect(reply.headers['x-amzn-errortype']).toBe('MissingAuthenticationTokenException');
    expect(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(handlers.rest).not.toHaveBeenCalled();
  });

  it('puts no CORS headers on its own error answers', async () => {
    const reply = await send('GET', '/api/pjgame/pjgame', { Origin: 'http://localhost:5173' });

    expect(reply.status).toBe(401);
    expect(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});

describe('Cognito routes', () => {
  it.each([
    ['no Authorization header', {}, 'Unauthorized'],
    ['an empty bearer', { Authorization: 'Bearer ' }, 'Unauthorized'],
    ['a garbage token', { Authorization: 'not-a-token' }, 'Unauthorized'],
    ['an expired token', { Authorization: EXPIRED_TOKEN }, 'The incoming token has expired'],
  ])('refuses %s with 401 before any handler runs', async (_case, headers, message) => {
    const reply = await send('GET', '/api/pjgame/pjgame', headers);

    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.body)).toEqual({ message });
    expect(reply.headers['x-amzn-errortype']).toBe('UnauthorizedException');
    expect(handlers.rest).not.toHaveBeenCalled();
    expect(restHandler).not.toHaveBeenCalled();
  });

  it('hands the handler the proxy event API Gateway builds, with the claims as strings', async () => {
    const reply = await send('GET', '/api/pjgame/pjgame?q=a+b%21&list=1&list=2&empty=', {
      Authorization: GOOD_TOKEN,
      'X-Custom-Header': 'first',
      'User-Agent': 'gateway-test',
    });

    expect(reply.status).toBe(200);
    expect(restHandler).toHaveBeenCalledTimes(1);
    expect(handlers.verifyIdToken).toHaveBeenCalledWith(GOOD_TOKEN);
    const [event, context] = restHandler.mock.calls[0]!;
    expect(event).toEqual({
      resource: '/pjgame/pjgame',
      path: '/pjgame/pjgame',
      httpMethod: 'GET',
      headers: expect.objectContaining({
        Authorization: GOOD_TOKEN,
        'X-Custom-Header': 'first',
        'User-Agent': 'gateway-test',
        'X-Forwarded-For': '127.0.0.1, 127.0.0.1',
        'X-Forwarded-Port': String(gateway.port),
        'X-Forwarded-Proto': 'http',
      }),
      multiValueHeaders: expect.objectContaining({
        'X-Custom-Header': ['first'],
        Authorization: [GOOD_TOKEN],
      }),
      queryStringParameters: { q: 'a b!', list: '2', empty: '' },
      multiValueQueryStringParameters: { q: ['a b!'], list: ['1', '2'], empty: [''] },
      pathParameters: null,
      stageVariables: null,
      requestContext: expect.objectContaining({
        resourcePath: '/pjgame/pjgame',
        httpMethod: 'GET',
        path: '/api/pjgame/pjgame',
        stage: 'local',
        protocol: 'HTTP/1.1',
        accountId: '000000000000',
        domainName: `localhost:${gateway.port}`,
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        requestTimeEpoch: expect.any(Number),
        identity: expect.objectContaining({ sourceIp: '127.0.0.1', userAgent: 'gateway-test', apiKey: null }),
        authorizer: {
          claims: {
            sub: CLAIMS.sub,
            'cognito:username': CLAIMS.sub,
            email: 'player@example.com',
            email_verified: 'true',
            token_use: 'id',
            auth_time: '1700000000',
            iat: 'Tue Nov 14 22:13:20 UTC 2023',
            exp: 'Tue Nov 14 23:13:20 UTC 2023',
          },
        },
      }),
      body: null,
      isBase64Encoded: false,
    });
    expect(context.functionName).toBe('playjoin-local-pjgame');
    expect(context.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(9_000);
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(10_000);
  });

  it('appends the viewer and the edge to the X-Forwarded-For the client sent, as CloudFront and API Gateway do', async () => {
    await send('GET', '/api/pjgame/pjgame', {
      Authorization: GOOD_TOKEN,
      'X-Forwarded-For': '203.0.113.7, 198.51.100.2',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Port': '443',
    });

    const [event] = restHandler.mock.calls[0]!;
    const forwarded = '203.0.113.7, 198.51.100.2, 127.0.0.1, 127.0.0.1';
    expect(event.headers).toMatchObject({
      'X-Forwarded-For': forwarded,
      'X-Forwarded-Proto': 'http',
      'X-Forwarded-Port': String(gateway.port),
    });
    expect(event.multiValueHeaders['X-Forwarded-For']).toEqual([forwarded]);
    expect(Object.keys(event.headers).filter((name) => /^x-forwarded-for$/i.test(name))).toEqual([
      'X-Forwarded-For',
    ]);
    expect(event.requestContext.identity.sourceIp).toBe('127.0.0.1');
  });

  it('sets CloudFront-Viewer-Address to the socket’s peer, replacing whatever the client sent', async () => {
    await send('GET', '/api/pjgame/pjgame', {
      Authorization: GOOD_TOKEN,
      'CloudFront-Viewer-Address': '203.0.113.7:443',
      'cloudfront-viewer-address': '198.51.100.2:80',
    });

    const [event] = restHandler.mock.calls[0]!;
    const named = Object.keys(event.headers).filter((name) => /^cloudfront-viewer-address$/i.test(name));
    expect(named).toEqual(['CloudFront-Viewer-Address']);
    expect(event.headers['CloudFront-Viewer-Address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(event.multiValueHeaders['CloudFront-Viewer-Address']).toEqual([
      event.headers['CloudFront-Viewer-Address'],
    ]);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'passes a query parameter and a header named %s as own properties of plain maps',
    async (name) => {
      const reply = await send('GET', `/api/pjgame/pjgame?${name}=1&${name}=2`, {
        Authorization: GOOD_TOKEN,
        [name]: 'sent',
      });

      expect(reply.status).toBe(200);
      const [event] = restHandler.mock.calls[0]!;
      expect(Object.getPrototypeOf(event.headers)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(event.queryStringParameters, name)?.value).toBe('2');
      expect(Object.getOwnPropertyDescriptor(event.multiValueQueryStringParameters, name)?.value).toEqual([
        '1',
        '2',
      ]);
      expect(Object.getOwnPropertyDescriptor(event.headers, name)?.value).toBe('sent');
      expect(Object.getOwnPropertyDescriptor(event.multiValueHeaders, name)?.value).toEqual(['sent']);
    },
  );

  it('accepts the token with a Bearer prefix too', async () => {
    const reply = await send('GET', '/api/pjgame/pjgame', { Authorization: `Bearer ${GOOD_TOKEN}` });

    expect(reply.status).toBe(200);
    expect(handlers.verifyIdToken).toHaveBeenCalledWith(GOOD_TOKEN);
  });

  it('passes a POST body as the string sent, with no query parameters as null', async () => {
    const body = JSON.stringify({ uuid: CLAIMS.sub, active: 1, note: 'héllo' });

    await send(
      'POST',
      '/api/pjuserprofile/pjuserprofile/userhub',
      { Authorization: GOOD_TOKEN, 'Content-Type': 'application/json' },
      body,
    );

    const [event] = restHandler.mock.calls[0]!;
    expect(event).toMatchObject({
      resource: '/pjuserprofile/pjuserprofile/userhub',
      httpMethod: 'POST',
      body,
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
    });
    expect(handlers.rest).toHaveBeenCalledWith('pjuserprofile');
  });

  it('loads a service’s handler once and reuses it', async () => {
    for (let call = 0; call < 3; call++)
      await send('GET', '/api/pjgame/pjgame', { Authorization: GOOD_TOKEN });

    expect(restHandler).toHaveBeenCalledTimes(3);
    expect(handlers.rest.mock.calls.filter(([service]) => service === 'pjgame').length).toBeLessThanOrEqual(
      1,
    );
  });
});

describe('API-key routes', () => {
  it.each([
    ['without a key', {}],
    ['with a wrong key', { 'x-api-key': 'wrong' }],
  ])('refuse a call %s with 403 Forbidden before any handler runs', async (_case, headers) => {
    const reply = await send('GET', '/api/pjpubprofile/pj/user?username=somebody', headers);

    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Forbidden' });
    expect(restHandler).not.toHaveBeenCalled();
  });

  it('pass the call with the key, without claims', async () => {
    const reply = await send('GET', '/api/pjpubprofile/pj/user?username=somebody', { 'x-api-key': API_KEY });

    expect(reply.status).toBe(200);
    const [event] = restHandler.mock.calls[0]!;
    expect(event.requestContext.identity.apiKey).toBe(API_KEY);
    expect(event.requestContext.authorizer).toBeUndefined();
    expect(event.queryStringParameters).toEqual({ username: 'somebody' });
  });
});

describe('unauthenticated routes', () => {
  it('run the handler with no token and no claims', async () => {
    const reply = await send('POST', '/api/pjuserlogin/login', { 'Content-Type': 'application/json' }, '{}');

    expect(reply.status).toBe(200);
    expect(handlers.verifyIdToken).not.toHaveBeenCalled();
    expect(restHandler.mock.calls[0]![0].requestContext.authorizer).toBeUndefined();
  });
});

describe('the handler’s answer', () => {
  it('reaches the client with its status, headers (merged multi-value) and a default JSON content type', async () => {
    answer = () => ({
      statusCode: 201,
      headers: { 'X-One': '1', 'X-Both': 'single' },
      multiValueHeaders: { 'Set-Cookie': ['a=1', 'b=2'], 'X-Both': ['multi'] },
      body: '{"created":true}',
    });

    const reply = await send('POST', '/api/pjuserlogin/login', {}, '{}');

    expect(reply.status).toBe(201);
    expect(reply.body).toBe('{"created":true}');
    expect(reply.headers['content-type']).toBe('application/json');
    expect(reply.headers['x-one']).toBe('1');
    expect(reply.headers['x-both']).toBe('multi');
    expect(reply.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(reply.headers['x-amzn-requestid']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('decodes a base64 body', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251]);
    answer = () => ({
      statusCode: 200,
      headers: { 'Content-Type': 'image/png' },
      body: bytes.toString('base64'),
      isBase64Encoded: true,
    });

    const reply = await send('POST', '/api/pjuserlogin/login', {}, '{}');

    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.bytes.equals(bytes)).toBe(true);
  });

  it.each([
    ['throws', () => Promise.reject(new Error('boom'))],
    ['answers something that is not a proxy result', () => 'not a response'],
    ['answers a non-integer status', () => ({ statusCode: '200', body: '' })],
  ])('is 502 Internal server error when the handler %s', async (_case, failing) => {
    answer = failing as LambdaHandler;

    const reply = await send('POST', '/api/pjuserlogin/login', {}, '{}');

    expect(reply.status).toBe(502);
    expect(JSON.parse(reply.body)).toEqual({ message: 'Internal server error' });
    expect(logged).toEqual([expect.stringMatching(/^playjoin-local-pjuserlogin: /)]);
  });

  it('is 502 when the handler outlives its Lambda timeout', async () => {
    const port = await freePort();
    const slow = await startGateway({
      port,
      handlers,
      apiKey: API_KEY,
      webConfig: await webConfig(port),
      webRoot,
      log,
      functionTimeoutMs: 100,
    });
    answer = () =>
      new Promise((resolve) => setTimeout(() => resolve({ statusCode: 200, body: 'late' }), 1000));
    try {
      const reply = await fetch(`${slow.url}/api/pjuserlogin/login`, { method: 'POST', body: '{}' });

      expect(reply.status).toBe(502);
      await expect(reply.json()).resolves.toEqual({ message: 'Internal server error' });
      expect(logged).toEqual(['playjoin-local-pjuserlogin: Task timed out after 0.10 seconds']);
    } finally {
      await slow.stop();
    }
  });

  it('refuses a payload over 10 MB with 413', async () => {
    const reply = await send(
      'POST',
      '/api/pjuserlogin/login',
      { 'Content-Type': 'application/json' },
      Buffer.alloc(10 * 1024 * 1024 + 1, 32),
    );

    expect(reply.status).toBe(413);
    expect(restHandler).not.toHaveBeenCalled();
  });
});

describe('the SPA and the runtime config', () => {
  it('serves /config.json, uncached', async () => {
    const reply = await send('GET', '/config.json');

    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(reply.body)).toEqual(await webConfig(gateway.port));
  });

  it.each(['/', '/home/user-home', '/some_player', '/terms/privacy'])(
    'answers %s with index.html, uncached',
    async (target) => {
      const reply = await send('GET', target);

      expect(reply.status).toBe(200);
      expect(reply.body).toBe('<!doctype html><title>PlayJoin</title>');
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the site’s security headers, as CloudFront does, on pages, assets, the config and API answers', async () => {
    const expected = securityHeaders({
      endpoints: {
        sockets: [`ws://localhost:${gateway.port}`],
        identity: `http://localhost:${gateway.port}`,
        // no upload origin given: the site's
        uploads: `http://localhost:${gateway.port}`,
      },
      secureTransport: false,
    });

    for (const target of [
      '/',
      '/profile/some_player',
      '/assets/landing-4F7K2QZX.js',
      '/config.json',
      '/api/nowhere',
    ]) {
      const reply = await send('GET', target);
      for (const [name, value] of Object.entries(expected))
        expect([target, reply.headers[name.toLowerCase()]]).toEqual([target, value]);
    }
    // plain http: no HSTS, no upgrade-insecure-requests (lib/contract/security-headers.ts)
    const page = await send('GET', '/');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob:; ` +
        `connect-src 'self' ws://localhost:${gateway.port} http://localhost:${gateway.port}; object-src 'none'; ` +
        `base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    );
    // the twin's own pages are not the site's
    expect((await send('GET', '/_local/status')).headers['content-security-policy']).toBeUndefined();
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await send('GET', '/assets/landing-4F7K2QZX.js');
    const robots = await send('GET', '/robots.txt');

    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(robots.headers['cache-control']).toBe('no-cache');
    const revalidated = await send('GET', '/assets/landing-4F7K2QZX.js', {
      'If-None-Match': String(asset.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers a missing file with an extension with 404, and never serves outside the web root', async () => {
    expect((await send('GET', '/assets/missing-AAAAAAAA.js')).status).toBe(404);
    const escape = await send('GET', '/%2e%2e/%2e%2e/etc/passwd');
    expect(escape.body).not.toContain('root:');
  });

  it('explains how to build the web app when dist/web has no index.html', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'playjoin-noweb-'));
    const port = await freePort();
    const bare = await startGateway({
      port,
      handlers,
      apiKey: API_KEY,
      webConfig: await webConfig(port),
      webRoot: empty,
      log,
    });
    try {
      const reply = await fetch(`${bare.url}/home`);

      expect(reply.status).toBe(503);
      expect(await reply.text()).toContain('npx tsx scripts/build-web.ts');
    } finally {
      await bare.stop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('compression as the deployed site does it', () => {
  const BOTH = 'gzip, deflate, br';

  it.each([
    [BOTH, 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ] as const)(
    'answers a script asked with %j in %s (CloudFront prefers brotli)',
    async (accept, coding, inflate) => {
      const reply = await send('GET', '/assets/app-7QW2ZK4M.js', { 'Accept-Encoding': accept });

      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(coding);
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(reply.bytes.length);
      expect(reply.bytes.length).toBeLessThan(Buffer.byteLength(APP_JS));
      expect(inflate(reply.bytes).toString()).toBe(APP_JS);
    },
  );

  it('answers the file as it is without an accepted coding, and to HEAD with the coded length', async () => {
    const plain = await send('GET', '/assets/app-7QW2ZK4M.js', { 'Accept-Encoding': 'deflate, identity' });
    const head = await send('HEAD', '/assets/app-7QW2ZK4M.js', { 'Accept-Encoding': BOTH });
    const full = await send('GET', '/assets/app-7QW2ZK4M.js', { 'Accept-Encoding': BOTH });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(APP_JS);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.bytes.length).toBe(0);
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves files CloudFront does not compress: under 1,000 bytes, or not of a text type', async () => {
    const small = await send('GET', '/assets/landing-4F7K2QZX.js', { 'Accept-Encoding': BOTH });
    const image = await send('GET', '/assets/photo-7QW2ZK4M.png', { 'Accept-Encoding': BOTH });

    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("landing")');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.bytes.length).toBe(4_000);
  });

  it('gzips API answers of 1 KiB or more when the client accepts gzip, as API Gateway does', async () => {
    const big = JSON.stringify({ players: Array.from({ length: 100 }, (_, n) => `player_${n}`) });
    answer = () => ({ statusCode: 200, body: big });

    const zipped = await send('GET', '/api/pjgame/pjgame', {
      Authorization: GOOD_TOKEN,
      'Accept-Encoding': BOTH,
    });
    const plain = await send('GET', '/api/pjgame/pjgame', { Authorization: GOOD_TOKEN });
    answer = () => ({ statusCode: 200, body: '{"ok":true}' });
    const small = await send('GET', '/api/pjgame/pjgame', {
      Authorization: GOOD_TOKEN,
      'Accept-Encoding': BOTH,
    });

    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.bytes.length);
    expect(gunzipSync(zipped.bytes).toString()).toBe(big);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"ok":true}');
  });
});
