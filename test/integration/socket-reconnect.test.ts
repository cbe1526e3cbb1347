/**
 * A game chat room after the server drops its connection (issue 10, real time), on the twin. The
 * player's side is the web app's own connection module (web/src/state/realtime/game-chat-connection.ts
 * over socket-connection.ts), run here with the `ws` package as its WebSocket; the other player is a
 * plain socket. The drop is API Gateway's own: a DeleteConnection through the @connections management
 * API with the real ApiGatewayManagementApiClient (the twin closes the socket and runs $disconnect at
 * once, as API Gateway does), with no `disconnect` alert first, so the client takes it for a lost
 * connection and reconnects after TIMINGS.socketReconnectDelay (1 s).
 *
 * - $disconnect ran: the dropped connection's item is gone, and the room's active users leave the
 *   player out until they are back;
 * - the client reconnects with a fresh token about a second after the close, on a new connection, and
 *   is listed as active again;
 * - nothing is lost: a message sent while the player was away is not pushed to them (they were not
 *   there) but is in the room's history page, and the next message arrives once.
 *
 * The room is a game id of this file's own (no seeded or other test's message or player in it), the
 * players fresh accounts.
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import WebSocket from 'ws';
import { TIMINGS } from '../../lib/contract/constants';
import type { GameChatFrame } from '../../lib/contract/socket-frames';
import { dynamoClient } from '../../lib/local/engines/dynamodb';
import { LOCAL_CREDENTIALS } from '../../lib/local/settings';
import { ConnectionEntity } from '../../lambdas/data/entities';
import {
  GameChatConnection,
  type ConnectionState,
  type SocketLike,
} from '../../web/src/state/realtime/game-chat-connection';
import { callApi, eventually, openSocket, signedUpAccount, type Account } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const dynamo = dynamoClient(info.urls.engines.dynamodb);
const management = new ApiGatewayManagementApiClient({
  endpoint: `${info.urls.site}/ws/gamechat`,
  region: info.region,
  credentials: LOCAL_CREDENTIALS,
  maxAttempts: 1,
});
/** a room no one else uses: beyond the catalogue and the ids game-chat.test.ts takes */
const ROOM = 970_000 + Math.floor(Math.random() * 10_000);
/** the game the fresh accounts are created with */
const ACCOUNT_GAME = 1;

jest.setTimeout(120_000);

/** The web client of one player in the room, with what it told and asked for, and when. */
interface Client {
  connection: GameChatConnection;
  frames: GameChatFrame[];
  states: Array<{ state: ConnectionState; at: number }>;
  /** when the client asked for a token: each (re)connect asks for a fresh one */
  tokenAsked: number[];
  /** holds the next token (and so the next connect) until the returned function is called */
  hold(): () => void;
}

const clients: Client[] = [];
let player: Account;
let other: Account;
let otherRoom: { ws: WebSocket; frames: Array<Record<string, unknown>> };

beforeAll(async () => {
  [player, other] = await Promise.all([
    signedUpAccount(info, ACCOUNT_GAME),
    signedUpAccount(info, ACCOUNT_GAME),
  ]);
  const outcome = await openSocket(
    `${info.urls.gameChatSocket}?${new URLSearchParams({
      auth: other.tokens.IdToken,
      userId: other.userName,
      gameId: String(ROOM),
    })}`,
  );
  if (!('ws' in outcome)) throw new Error(`connection refused with ${outcome.status}: ${outcome.body}`);
  const frames: Array<Record<string, unknown>> = [];
  outcome.ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
  otherRoom = { ws: outcome.ws, frames };
});

afterEach(() => {
  for (const client of clients.splice(0)) client.connection.close();
});

afterAll(() => {
  otherRoom?.ws.close();
  dynamo.destroy();
  management.destroy();
});

/** Opens the room as the web app does (use-game-chat.ts), with `ws` for the browser's WebSocket. */
function enter(account: Account): Client {
  let gate: Promise<void> | null = null;
  const client: Client = {
    frames: [],
    states: [],
    tokenAsked: [],
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    connection: new GameChatConnection({
      url: info.urls.gameChatSocket,
      gameId: ROOM,
      userId: account.userName,
      profileImage: `${info.urls.media}/defaults/profile.svg`,
      getToken: async () => {
        client.tokenAsked.push(Date.now());
        if (gate) await gate;
        return account.tokens.IdToken;
      },
      onFrame: (frame) => client.frames.push(frame),
      onState: (state) => client.states.push({ state, at: Date.now() }),
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    }),
  };
  clients.push(client);
  client.connection.open();
  return client;
}

/** The first time the client told `state` after its `since`-th state change. */
const reached = (client: Client, state: ConnectionState, since: number, timeoutMs = 10_000) =>
  eventually(
    () => {
      const found = client.states.slice(since).find((entry) => entry.state === state);
      expect(found).toBeDefined();
      return found!.at;
    },
    timeoutMs,
    5,
  );

/** The id of the player's one open game chat connection, from the twin's status page. */
async function connectionOf(account: Account): Promise<string> {
  return eventually(async () => {
    const status = (await (await fetch(info.urls.status)).json()) as {
      connections: Array<{ connectionId: string; api: string; authorizer: { uuid?: string } }>;
    };
    const mine = status.connections.filter(
      (connection) => connection.api === 'gamechat' && connection.authorizer.uuid === account.uuid,
    );
    expect(mine).toHaveLength(1);
    return mine[0]!.connectionId;
  });
}

/** The connection's item (W1), read strongly consistent: undefined once $disconnect deleted it. */
async function connectionItem(connectionId: string) {
  const result = await dynamo.send(
    new GetItemCommand({
      TableName: info.tableName,
      Key: marshall(ConnectionEntity.key({ connectionId })),
      ConsistentRead: true,
    }),
  );
  return result.Item;
}

async function activeUsers(viewer: Account): Promise<string[]> {
  const reply = await callApi<{ activeUsers: Array<{ UserName: string }> }>(
    info,
    'pjusergamechat/pjusergamechat/activeusersbygame',
    { token: viewer.tokens.IdToken, query: { gameId: ROOM, userId: viewer.userName } },
  );
  expect(reply.status).toBe(200);
  return reply.body.activeUsers.map((user) => user.UserName);
}

/** The room's first history page as `viewer` reads it (newest first). */
async function historyPage(viewer: Account) {
  const reply = await callApi<{
    messageRepliesPage: { messages: Array<{ messageId: string; messageText: string; userId: string }> };
  }>(info, 'pjusergamechat/pjusergamechat/getgamechatmessagesbypage', {
    token: viewer.tokens.IdToken,
    query: { gameId: ROOM, userId: viewer.userName },
  });
  expect(reply.status).toBe(200);
  return reply.body.messageRepliesPage.messages;
}

/** The other player says `text`; answers the stored message's id (from their echo). */
async function otherSays(text: string): Promise<string> {
  const clientId = `r-${Math.random()}`;
  otherRoom.ws.send(
    JSON.stringify({
      action: 'sendmessage',
      messageId: clientId,
      userId: other.userName,
      gameId: ROOM,
      messageText: text,
    }),
  );
  const echo = await eventually(() => {
    const found = otherRoom.frames.find((frame) => frame.clientMessageId === clientId);
    expect(found).toBeDefined();
    return found!;
  });
  return String(echo.messageId);
}

const received = (client: Client, messageId: string) =>
  client.frames.filter((frame) => frame.type === 'message' && frame.messageId === messageId);

const drop = (connectionId: string) =>
  management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));

it('reconnects about a second after the server drops the connection, and is in the room again', async () => {
  const client = enter(player);
  await reached(client, 'open', 0);
  const dropped = await connectionOf(player);
  expect(await activeUsers(other)).toContain(player.userName);
  const since = client.states.length;
  const asked = client.tokenAsked.length;

  const droppedAt = Date.now();
  await drop(dropped);

  const closedAt = await reached(client, 'closed', since, 2_000);
  // $disconnect ran: the connection's item is gone
  await eventually(async () => expect(await connectionItem(dropped)).toBeUndefined(), 5_000, 25);
  const openAt = await reached(client, 'open', since);
  const retriedAt = client.tokenAsked[asked]!;
  expect(client.tokenAsked).toHaveLength(asked + 1);
  expect(retriedAt - closedAt).toBeGreaterThanOrEqual(TIMINGS.socketReconnectDelay - 5);
  expect(retriedAt - closedAt).toBeLessThan(TIMINGS.socketReconnectDelay + 500);
  expect(openAt - droppedAt).toBeLessThan(2_500);

  const reconnected = await connectionOf(player);
  expect(reconnected).not.toBe(dropped);
  expect(await connectionItem(reconnected)).toBeDefined();
  await expect(connectionItem(dropped)).resolves.toBeUndefined();
  expect(await activeUsers(other)).toContain(player.userName);
  console.info(
    `reconnect after a dropped connection: closed ${closedAt - droppedAt} ms after the DeleteConnection, ` +
      `retried ${retriedAt - closedAt} ms after the close, open again ${openAt - droppedAt} ms after the drop`,
  );
});

it('misses nothing across the drop: what was said meanwhile is in the history page, what follows arrives once', async () => {
  const client = enter(player);
  await reached(client, 'open', 0);
  const dropped = await connectionOf(player);
  const since = client.states.length;
  const asked = client.tokenAsked.length;
  // the reconnect waits for its token until the room has been checked without the player
  const release = client.hold();

  await drop(dropped);
  const closedAt = await reached(client, 'closed', since, 2_000);
  await eventually(async () => expect(await connectionItem(dropped)).toBeUndefined(), 5_000, 25);
  await eventually(async () => expect(await activeUsers(other)).not.toContain(player.userName), 5_000, 50);
  const meanwhile = await otherSays('said while you were away');

  // the client tries again a second after the close, asking for a fresh token
  const retriedAt = await eventually(
    () => {
      expect(client.tokenAsked).toHaveLength(asked + 1);
      return client.tokenAsked[asked]!;
    },
    5_000,
    5,
  );
  expect(retriedAt - closedAt).toBeGreaterThanOrEqual(TIMINGS.socketReconnectDelay - 5);
  expect(retriedAt - closedAt).toBeLessThan(TIMINGS.socketReconnectDelay + 500);
  const releasedAt = Date.now();
  release();
  const openAt = await reached(client, 'open', since);
  expect(openAt - releasedAt).toBeLessThan(1_500);
  expect(await activeUsers(other)).toContain(player.userName);

  const next = await otherSays('welcome back');
  await eventually(() => expect(received(client, next)).toHaveLength(1));
  // a moment more for a second copy, which must not come
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(received(client, next)).toHaveLength(1);
  // the message of the gap was never pushed to the player: they were not connected
  expect(received(client, meanwhile)).toHaveLength(0);

  // …and the history page has it, once, in its place
  const page = await historyPage(player);
  expect(page.map((message) => [message.messageId, message.messageText, message.userId])).toEqual([
    [next, 'welcome back', other.userName],
    [meanwhile, 'said while you were away', other.userName],
  ]);
});
