/**
 * The gateway's WebSocket half on a gateway of its own with recording handlers: the REQUEST
 * authorizer and $connect before the handshake completes, route selection on `action`, $disconnect,
 * and the @connections management API driven by the real ApiGatewayManagementApiClient.
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { Socket } from 'node:net';
import type WebSocket from 'ws';
import type { WebConfig } from '../../lib/contract';
import type { Gateway } from '../../lib/local/gateway/server';
import { startGateway } from '../../lib/local/gateway/server';
import { CLOSE_GRACE_MS } from '../../lib/local/gateway/websocket';
import type { HandlerSource, LambdaHandler, SocketHandlerName } from '../../lib/local/lambda';
import { freePort } from '../../lib/local/ports';
import { LOCAL_CREDENTIALS } from '../../lib/local/settings';
import { eventually, openSocket, waitForClose } from '../twin/helpers';

type SocketEvent = {
  methodArn?: string;
  type?: string;
  queryStringParameters?: Record<string, string>;
  body?: string;
  requestContext: Record<string, unknown> & {
    connectionId: string;
    routeKey: string;
    authorizer?: Record<string, unknown>;
  };
};

const events: Record<SocketHandlerName, SocketEvent[]> = {
  authorizer: [],
  connect: [],
  disconnect: [],
  gamechat: [],
  messages: [],
};
const allow = (event: SocketEvent) => ({
  principalId: 'principal-1',
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
  },
  context: { uuid: '5b7c3f1e-0000-4000-8000-000000000001', userName: 'player_one' },
});
let authorize: (event: SocketEvent) => unknown;
let connectAnswer: unknown;
let routeAnswer: () => unknown;

const handlers: HandlerSource = {
  rest: async () => {
    throw new Error('no REST handlers here');
  },
  stream: async () => {
    throw new Error('no stream handler here');
  },
  roomTicks: async () => {
    throw new Error('no stream handler here');
  },
  verifyIdToken: async () => ({}),
  socket: async (name) =>
    (async (event: SocketEvent) => {
      events[name].push(event);
      if (name === 'authorizer') return authorize(event);
      if (name === 'connect') return connectAnswer;
      if (name === 'disconnect') return { statusCode: 200 };
      return routeAnswer();
    }) as LambdaHandler,
};

const logged: string[] = [];
const log = { info: () => {}, warn: () => {}, error: (message: string) => logged.push(message) };

let gateway: Gateway;
let management: ApiGatewayManagementApiClient;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  const port = await freePort();
  const site = `http://localhost:${port}`;
  const webConfig: WebConfig = {
    region: 'us-east-1',
    apiUrl: `${site}/api`,
    gameChatSocketUrl: `ws://localhost:${port}/ws/gamechat`,
    messagesSocketUrl: `ws://localhost:${port}/ws/messages`,
    publicApiKey: 'key',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    mediaBaseUrl: `${site}/media`,
  };
  gateway = await startGateway({ port, handlers, apiKey: 'key', webConfig, webRoot: '/nonexistent', log });
  management = new ApiGatewayManagementApiClient({
    endpoint: `${gateway.url}/ws/gamechat`,
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
});

afterAll(async () => {
  management.destroy();
  await gateway.stop();
});

beforeEach(() => {
  authorize = allow;
  connectAnswer = { statusCode: 200 };
  routeAnswer = () => ({ statusCode: 200 });
});

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await eventually(() => expect(gateway.sockets.list()).toEqual([]));
  for (const list of Object.values(events)) list.splice(0);
  logged.splice(0);
});

const gameChatUrl = (query = 'auth=token-1&userId=player_one&gameId=42') =>
  `ws://localhost:${gateway.port}/ws/gamechat?${query}`;

async function connected(url = gameChatUrl()) {
  const outcome = await openSocket(url);
  if (!('ws' in outcome)) throw new Error(`refused with ${outcome.status}`);
  sockets.push(outcome.ws);
  const connectionId = events.connect.at(-1)!.requestContext.connectionId;
  return { ...outcome, connectionId };
}

describe('the handshake', () => {
  it('refuses a connection without the auth query parameter with 401, without calling the authorizer', async () => {
    const outcome = await openSocket(gameChatUrl('userId=player_one&gameId=42'));

    expect(outcome).toEqual({ status: 401, body: '{"message":"Unauthorized"}' });
    expect(events.authorizer).toEqual([]);
  });

  it('refuses with 401 when the authorizer throws Unauthorized, and with 403 when it denies', async () => {
    authorize = () => {
      throw new Error('Unauthorized');
    };
    await expect(openSocket(gameChatUrl())).resolves.toMatchObject({ status: 401 });

    authorize = (event) => ({
      principalId: 'x',
      policyDocument: {
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Deny', Resource: event.methodArn }],
      },
    });
    await expect(openSocket(gameChatUrl())).resolves.toMatchObject({ status: 403 });

    expect(events.connect).toEqual([]);
  });

  it('refuses with the status of a non-2xx $connect answer', async () => {
    connectAnswer = { statusCode: 409 };

    await expect(openSocket(gameChatUrl())).resolves.toMatchObject({ status: 409 });
  });

  it('runs the authorizer with a REQUEST event and $connect with its context, then opens', async () => {
    const { connectionId } = await connected();

    const [authorizerEvent] = events.authorizer;
    expect(authorizerEvent).toMatchObject({
      type: 'REQUEST',
      queryStringParameters: { auth: 'token-1', userId: 'player_one', gameId: '42' },
      requestContext: { routeKey: '$connect', eventType: 'CONNECT', stage: 'ws/gamechat', connectionId },
    });
    expect(authorizerEvent!.methodArn).toMatch(
      /^arn:aws:execute-api:us-east-1:000000000000:[0-9a-f]{10}\/ws\/gamechat\/\$connect$/,
    );
    const [connectEvent] = events.connect;
    expect(connectEvent).toMatchObject({
      queryStringParameters: { auth: 'token-1', userId: 'player_one', gameId: '42' },
      isBase64Encoded: false,
      requestContext: {
        routeKey: '$connect',
        eventType: 'CONNECT',
        stage: 'ws/gamechat',
        domainName: `localhost:${gateway.port}`,
        connectionId,
        authorizer: {
          uuid: '5b7c3f1e-0000-4000-8000-000000000001',
          userName: 'player_one',
          principalId: 'principal-1',
          integrationLatency: expect.any(Number),
        },
      },
    });
    expect(connectionId).toMatch(/^[A-Za-z0-9]{15}=$/);
    expect(gateway.sockets.list()).toEqual([
      expect.objectContaining({
        connectionId,
        api: 'gamechat',
        authorizer: expect.objectContaining({ userName: 'player_one' }),
      }),
    ]);
  });
});

describe('frames', () => {
  it('routes by action to the API’s handler with a MESSAGE event carrying the authorizer context', async () => {
    const { ws, connectionId } = await connected();
    const frame = JSON.stringify({
      action: 'sendmessage',
      userId: 'player_one',
      gameId: 42,
      messageText: 'gg',
    });

    ws.send(frame);

    const event = await eventually(() => {
      expect(events.gamechat).toHaveLength(1);
      return events.gamechat[0]!;
    });
    expect(event).toMatchObject({
      body: frame,
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'sendmessage',
        eventType: 'MESSAGE',
        connectionId,
        stage: 'ws/gamechat',
        authorizer: expect.objectContaining({ userName: 'player_one', principalId: 'principal-1' }),
      },
    });
  });

  it.each([
    ['an action of the other API', JSON.stringify({ action: 'nosuchaction' })],
    ['a frame that is not JSON', 'hello'],
  ])(
    'hands %s to the same handler as $default (the stack integrates $default with it)',
    async (_case, frame) => {
      const { ws, connectionId } = await connected();

      ws.send(frame);

      const event = await eventually(() => {
        expect(events.gamechat).toHaveLength(1);
        return events.gamechat[0]!;
      });
      expect(event).toMatchObject({
        body: frame,
        requestContext: { routeKey: '$default', eventType: 'MESSAGE', connectionId },
      });
    },
  );

  it('answers a failing handler with the Internal server error frame', async () => {
    routeAnswer = () => {
      throw new Error('boom');
    };
    const { ws, frames, connectionId } = await connected();

    ws.send(JSON.stringify({ action: 'likes' }));

    const reply = await eventually(() => JSON.parse(frames[0]!) as Record<string, string>);
    expect(reply).toEqual({ message: 'Internal server error', connectionId, requestId: expect.any(String) });
    expect(logged).toEqual([expect.stringContaining('websocket gamechat likes: Error: boom')]);
  });

  it('closes the connection on a frame over 128 KB', async () => {
    const { ws } = await connected();
    const closed = waitForClose(ws);

    ws.send('x'.repeat(128 * 1024 + 1));

    await expect(closed).resolves.toMatchObject({ code: 1009 });
  });
});

describe('the @connections management API', () => {
  it('PostToConnection delivers the data as a frame', async () => {
    const { frames, connectionId } = await connected();

    await management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify({ hello: 'there' }) }),
    );

    await eventually(() => expect(frames).toEqual(['{"hello":"there"}']));
  });

  it('GetConnection answers when the connection opened and from where', async () => {
    const before = Date.now();
    const { connectionId } = await connected();

    const details = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));

    expect(details.ConnectedAt).toBeInstanceOf(Date);
    expect(details.ConnectedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(details.LastActiveAt).toBeInstanceOf(Date);
    expect(details.Identity).toEqual({ SourceIp: '127.0.0.1', UserAgent: '' });
  });

  it('answers an unknown connection, or one of the other API, with 410 GoneException', async () => {
    const other = await openSocket(
      `ws://localhost:${gateway.port}/ws/messages?auth=t&fromUser=aaaa&toUser=bbbb`,
    );
    if ('ws' in other) sockets.push(other.ws);
    const messagesConnection = events.connect.at(-1)!.requestContext.connectionId;

    for (const connectionId of ['AAAAAAAAAAAAAAA=', messagesConnection]) {
      const error = await management
        .send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'x' }))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GoneException);
      expect((error as GoneException).$metadata.httpStatusCode).toBe(410);
    }
  });

  it('DeleteConnection closes the socket, which raises $disconnect; the id is gone afterwards', async () => {
    const { ws, connectionId } = await connected();
    const closed = waitForClose(ws);

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));

    await closed;
    const disconnect = await eventually(() => {
      expect(events.disconnect).toHaveLength(1);
      return events.disconnect[0]!;
    });
    expect(disconnect.requestContext).toMatchObject({
      routeKey: '$disconnect',
      eventType: 'DISCONNECT',
      connectionId,
      disconnectStatusCode: 1000,
      authorizer: expect.objectContaining({ userName: 'player_one' }),
    });
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'x' })),
    ).rejects.toBeInstanceOf(GoneException);
  });
});

describe('deleting a connection whose client does not answer', () => {
  it('raises $disconnect at once and routes nothing more from it', async () => {
    const { ws, connectionId } = await connected();
    const socket = (ws as unknown as { _socket: Socket })._socket;
    socket.pause(); // the client reads nothing, so it never answers the close frame
    const started = Date.now();

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));

    const disconnect = await eventually(() => {
      expect(events.disconnect).toHaveLength(1);
      return events.disconnect[0]!;
    });
    expect(Date.now() - started).toBeLessThan(CLOSE_GRACE_MS);
    expect(disconnect.requestContext).toMatchObject({
      routeKey: '$disconnect',
      connectionId,
      disconnectStatusCode: 1000,
    });
    await expect(
      management.send(new GetConnectionCommand({ ConnectionId: connectionId })),
    ).rejects.toBeInstanceOf(GoneException);
    ws.send(JSON.stringify({ action: 'likes' }));
    const closed = waitForClose(ws);
    socket.resume();
    await expect(closed).resolves.toMatchObject({ code: 1000 });
    expect(events.gamechat).toEqual([]);
    expect(events.disconnect).toHaveLength(1);
    expect(gateway.sockets.list()).toEqual([]);
  });
});

describe('closing', () => {
  it('closes a connection idle for the idle timeout with 1001 Going away', async () => {
    const port = await freePort();
    const site = `http://localhost:${port}`;
    const idle = await startGateway({
      port,
      handlers,
      apiKey: 'key',
      webConfig: {
        region: 'us-east-1',
        apiUrl: `${site}/api`,
        gameChatSocketUrl: `ws://localhost:${port}/ws/gamechat`,
        messagesSocketUrl: `ws://localhost:${port}/ws/messages`,
        publicApiKey: 'key',
        userPoolId: 'local_pool',
        userPoolClientId: 'client',
        mediaBaseUrl: `${site}/media`,
      },
      webRoot: '/nonexistent',
      log,
      socketIdleTimeoutMs: 200,
    });
    try {
      const outcome = await openSocket(
        `ws://localhost:${port}/ws/gamechat?auth=token-1&userId=player_one&gameId=42`,
      );
      if (!('ws' in outcome)) throw new Error(`refused with ${outcome.status}`);

      await expect(waitForClose(outcome.ws)).resolves.toEqual({ code: 1001, reason: 'Going away' });
      await eventually(() => expect(events.disconnect).toHaveLength(1));
    } finally {
      await idle.stop();
    }
  });

  it('raises $disconnect with the client’s close code and reason', async () => {
    const { ws, connectionId } = await connected();

    ws.close(4001, 'bye');

    const disconnect = await eventually(() => {
      expect(events.disconnect).toHaveLength(1);
      return events.disconnect[0]!;
    });
    expect(disconnect.requestContext).toMatchObject({
      connectionId,
      disconnectStatusCode: 4001,
      disconnectReason: 'bye',
    });
    expect(gateway.sockets.list()).toEqual([]);
  });
});
