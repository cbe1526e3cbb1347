/**
 * `npm run bench:realtime`: the game chat room under load on the local twin (issue 10), with the real
 * gateway, socket handlers, DynamoDB Local and stream, against a bare `ws` broadcast server on the same
 * machine in the same run. Prints:
 * 1. 200 sockets in one room, 20 of them sending at a human pace for BENCH_REALTIME_SECONDS (60 s):
 *    send → receipt at all 200 (p50, p99, max), messages lost and duplicated (both must be 0), and the
 *    same for the bare server (the ratio of the medians);
 * 2. 50 players liking one message at once: the final count (must be exact);
 * 3. the AWS calls of one chat message, counted at the SDK clients (expected: one write, one query of
 *    the room's connections, one PostToConnection per recipient, no scan);
 * 4. a stale connection (its socket gone without $disconnect) met by a message: 410 Gone, then its item
 *    removed;
 * 5. a big room (docs/architecture.md "A room of 10,000 listeners"): the bench's twin counts a room
 *    as big from BIG_ROOM_LISTENERS = 300 listeners (CHAT_LIMITS.bigRoomListeners, 1,000, on AWS), and
 *    runs the load of 1. in a room of 400 sockets: deliveries, loss, duplicates, latency, and the
 *    pushes per message (ticks: about one frame per listener a second, not one per message); then slow
 *    mode: 30 players sending in the same second, of whom the room takes 20.
 * BENCH_REALTIME_SECONDS shortens the load phase for a quick look.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import WebSocket, { WebSocketServer } from 'ws';
import { CHAT_LIMITS } from '../../lib/contract/constants';
import { dynamoClient } from '../../lib/local/engines/dynamodb';
import { waitForStreamToSettle } from '../../lib/local/stream-settled';
import { startTwin, type Twin } from '../../lib/local/twin';
import { loadSeedUsers } from '../../lib/seed/data';
import { ConnectionEntity } from '../../lambdas/data/entities';

const LISTENERS = 200;
/** section 5: a room past the bench's big-room threshold */
const BIG_ROOM_THRESHOLD = 300;
const BIG_ROOM_LISTENERS = 400;
process.env.BIG_ROOM_LISTENERS = String(BIG_ROOM_THRESHOLD);
const SENDERS = 20;
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 60);
/**
 * each sender's pace: a player in a lively room, one message every 5 s (under the send window,
 * CHAT_LIMITS.sendsPerWindow per sendWindowSeconds); 20 senders make 4 messages a second in the room,
 * 800 deliveries a second
 */
const SEND_INTERVAL_MS = Number(process.env.BENCH_REALTIME_INTERVAL_MS ?? 5000);
if (SEND_INTERVAL_MS < (CHAT_LIMITS.sendWindowSeconds * 1000) / CHAT_LIMITS.sendsPerWindow) {
  throw new Error('the senders would pass the send window');
}
const LIKERS = 50;

// ── measuring ─────────────────────────────────────────────────────────────────────

const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);

/**
 * AWS SDK calls by command, counted at the clients' `send` (the handlers and the stream consumer run in
 * this process), each put down to who made it: the stream consumer (its reactions) or the socket
 * handler (everything else), told apart by the call's stack.
 */
const calls = new Map<string, number>();
function countCalls(prototype: { send: (...args: never[]) => unknown }): void {
  const send = prototype.send;
  prototype.send = function (this: unknown, ...args: never[]) {
    const name = (args[0] as unknown as { constructor: { name: string } }).constructor.name;
    const by = new Error().stack?.includes(`${path.sep}lambdas${path.sep}streams${path.sep}`)
      ? 'stream'
      : 'socket handler';
    const key = `${by}: ${name}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    return send.apply(this, args);
  } as typeof prototype.send;
}
countCalls(DynamoDBDocumentClient.prototype as never);
countCalls(ApiGatewayManagementApiClient.prototype as never);

interface Room {
  open(index: number): Promise<WebSocket>;
  send(ws: WebSocket, index: number, text: string): void;
}

interface LoadResult {
  sent: number;
  expected: number;
  received: number;
  lost: number;
  duplicates: number;
  latencies: number[];
  /** frames the sockets received while the load ran */
  frames: number;
}

/**
 * The load: LISTENERS sockets, the first SENDERS of which send one message every SEND_INTERVAL_MS
 * for SECONDS. A message's text carries its own key and send time; every socket records what it got.
 */
async function load(
  room: Room,
  label: string,
  listeners = LISTENERS,
  beforeSending?: () => Promise<unknown>,
): Promise<LoadResult> {
  const LISTENERS = listeners;
  const sockets: WebSocket[] = [];
  const seen = new Map<string, number>();
  const latencies: number[] = [];
  let duplicates = 0;
  let frames = 0;
  for (let index = 0; index < LISTENERS; index += 1) {
    const ws = await room.open(index);
    ws.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString()) as {
        type?: string;
        messageText?: string;
        text?: string;
        messages?: { messageText: string }[];
      };
      // a big room's tick carries several messages
      const texts =
        frame.type === 'tick'
          ? (frame.messages ?? []).map((m) => m.messageText)
          : [frame.messageText ?? frame.text];
      for (const text of texts) {
        if (!text?.startsWith('bench|')) continue;
        const [, key, sentAt] = text.split('|');
        const receipt = `${index}|${key}`;
        if (seen.has(receipt)) {
          duplicates += 1;
          continue;
        }
        seen.set(receipt, at);
        latencies.push(at - Number(sentAt));
      }
      frames += 1;
    });
    sockets.push(ws);
  }
  await sleep(500);
  await beforeSending?.();
  frames = 0;
  const accepted = new Set<string>();
  const ends = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      // spread the senders over one interval
      await sleep((sender * SEND_INTERVAL_MS) / SENDERS);
      let count = 0;
      while (Date.now() < ends) {
        const key = `${sender}-${(count += 1)}`;
        room.send(sockets[sender]!, sender, `bench|${key}|${performance.now()}`);
        accepted.add(key);
        await sleep(SEND_INTERVAL_MS);
      }
    }),
  );
  // let the last messages arrive: a message not received within a minute of the last send is lost
  const deadline = Date.now() + 60_000;
  while (seen.size < accepted.size * LISTENERS && Date.now() < deadline) await sleep(200);
  for (const ws of sockets) ws.close();
  const expected = accepted.size * LISTENERS;
  const result = {
    sent: accepted.size,
    expected,
    received: seen.size,
    lost: expected - seen.size,
    duplicates,
    latencies,
    frames,
  };
  console.log(
    `[${label}] ${result.sent} messages × ${LISTENERS} sockets: received ${result.received} of ${expected}, ` +
      `lost ${result.lost}, duplicates ${result.duplicates}`,
  );
  return result;
}

// ── the bare ws broadcast server ───────────────────────────────────────────────────

async function bareRoom(): Promise<{ room: Room; stop(): Promise<void> }> {
  const server: Server = createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const { text } = JSON.parse(data.toString()) as { text: string };
      const frame = JSON.stringify({ type: 'message', text });
      for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    room: {
      open: () =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
      send: (ws, _index, text) => ws.send(JSON.stringify({ text })),
    },
    stop: async () => {
      wss.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// ── the twin ─────────────────────────────────────────────────────────────────────

interface Member {
  userName: string;
  token: string;
}

async function logIn(
  twin: Twin,
  user: { email: string; password: string; userName: string },
): Promise<Member> {
  const response = await fetch(`${twin.urls.api}/pjuserlogin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username_input: user.email, password_input: user.password }),
  });
  if (!response.ok) throw new Error(`login of ${user.userName} answered ${response.status}`);
  const body = (await response.json()) as { token: { AuthenticationResult: { IdToken: string } } };
  return { userName: user.userName, token: body.token.AuthenticationResult.IdToken };
}

function twinRoom(twin: Twin, members: readonly Member[], gameId: number): Room {
  return {
    open: (index) =>
      new Promise((resolve, reject) => {
        const member = members[index % members.length]!;
        const ws = new WebSocket(
          `${twin.urls.gameChatSocket}?${new URLSearchParams({
            auth: member.token,
            userId: member.userName,
            gameId: String(gameId),
          })}`,
        );
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      }),
    send: (ws, index, text) => {
      const member = members[index % members.length]!;
      ws.send(JSON.stringify({ action: 'sendmessage', userId: member.userName, gameId, messageText: text }));
    },
  };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'playjoin-bench-realtime-'));
  console.log(
    `# bench:realtime (${LISTENERS} sockets, ${SENDERS} senders, ${SECONDS} s, one message per sender every ${SEND_INTERVAL_MS} ms)\n`,
  );
  const twin = await startTwin({
    port: 0,
    dataDir,
    inMemory: true,
    quiet: true,
    seed: true,
    webRoot: dataDir,
  });
  const dynamo = dynamoClient(twin.urls.engines.dynamodb);
  try {
    console.log(
      `twin ready in ${(twin.startupMs / 1000).toFixed(1)} s; waiting for the seed's stream records…`,
    );
    await waitForStreamToSettle(twin.urls.status, { timeoutMs: 900_000 });
    const users = loadSeedUsers().filter((user) => user.active !== false);
    const members = await Promise.all(users.slice(0, LIKERS + 1).map((user) => logIn(twin, user)));
    const gameId = 900_000;

    // 1. the room under load, then the bare server
    const bare = await bareRoom();
    const bareResult = await load(bare.room, 'bare ws');
    await bare.stop();
    const twinResult = await load(twinRoom(twin, members.slice(0, SENDERS), gameId), 'twin');

    // 2. 50 likes of one message at once
    const room = twinRoom(twin, members, gameId + 1);
    const author = await room.open(LIKERS);
    const stored = new Promise<string>((resolve) =>
      author.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { type: string; messageId: string };
        if (frame.type === 'message') resolve(frame.messageId);
      }),
    );
    room.send(author, LIKERS, 'like this one');
    const messageId = await stored;
    const likers = await Promise.all(Array.from({ length: LIKERS }, (_, index) => room.open(index)));
    const confirmed = likers.map(
      (ws) =>
        new Promise<void>((resolve) =>
          ws.on('message', (data) => {
            if ((JSON.parse(data.toString()) as { type: string }).type === 'likes') resolve();
          }),
        ),
    );
    likers.forEach((ws, index) =>
      ws.send(
        JSON.stringify({
          action: 'likes',
          messageId,
          userId: members[index]!.userName,
          likeCount: 1,
          gameId: gameId + 1,
        }),
      ),
    );
    await Promise.all(confirmed);
    const item = await dynamo.send(
      new GetItemCommand({
        TableName: twin.tableName,
        Key: marshall({ pk: `CHATMSG#${messageId}`, sk: 'MSG' }),
        ConsistentRead: true,
      }),
    );
    const likeCount = Number(item.Item?.likeCount?.N ?? 0);
    for (const ws of [author, ...likers]) ws.close();

    // 3. the AWS calls of one message in a room of 10 listeners
    const small = twinRoom(twin, members, gameId + 2);
    const listeners = await Promise.all(Array.from({ length: 10 }, (_, index) => small.open(index)));
    const arrived = new Promise<void>((resolve) => {
      let count = 0;
      for (const ws of listeners) ws.on('message', () => (count += 1) === listeners.length && resolve());
    });
    // the connections' own records through the stream first, so what is counted is the message's
    await waitForStreamToSettle(twin.urls.status);
    calls.clear();
    small.send(listeners[0]!, 0, 'count my calls');
    await arrived;
    await waitForStreamToSettle(twin.urls.status);
    const perMessage = new Map(calls);

    // 4. a stale connection: an item whose socket is gone, met by the next message
    const stale = ConnectionEntity.item({
      connectionId: 'stale-bench-connection',
      api: 'gamechat',
      uuid: '00000000-0000-4000-8000-000000000000',
      userName: 'gone_player',
      gameId: gameId + 2,
      toUserName: null,
      profileImage: null,
      domainName: new URL(twin.urls.site).host,
      stage: 'ws/gamechat',
      connectedAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    await dynamo.send(
      new PutItemCommand({
        TableName: twin.tableName,
        Item: marshall(stale, { removeUndefinedValues: true }),
      }),
    );
    small.send(listeners[1]!, 1, 'meet the stale one');
    await sleep(1000);
    const after = await dynamo.send(
      new GetItemCommand({
        TableName: twin.tableName,
        Key: marshall(ConnectionEntity.key({ connectionId: 'stale-bench-connection' })),
      }),
    );
    for (const ws of listeners) ws.close();
    // the closes' $disconnect handlers finish before the engines stop
    await sleep(1500);

    // 5. a big room: ticks, then slow mode
    const bigMembers = members.slice(0, SENDERS);
    calls.clear();
    const bigResult = await load(
      twinRoom(twin, bigMembers, gameId + 3),
      'twin, big room',
      BIG_ROOM_LISTENERS,
      () =>
        // the room's listeners are counted by the stream: sending waits until it knows the room is big
        waitForStreamToSettle(twin.urls.status),
    );
    const bigCalls = new Map(calls);
    const burstRoom = twinRoom(twin, members, gameId + 4);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, index) => burstRoom.open(index)));
    const audience = await Promise.all(
      Array.from({ length: BIG_ROOM_THRESHOLD }, (_, index) => burstRoom.open(index % members.length)),
    );
    await waitForStreamToSettle(twin.urls.status);
    const outcomes = burst.map(
      (ws) =>
        new Promise<'stored' | 'slowDown'>((resolve) => {
          ws.on('message', (data) => {
            const frame = JSON.parse(data.toString()) as {
              type: string;
              alert?: string;
              messages?: { messageText: string }[];
            };
            if (frame.type === 'alert' && frame.alert === 'slowDown') resolve('slowDown');
            if (
              frame.type === 'tick' &&
              frame.messages?.some((m) => m.messageText.startsWith(`burst|${burst.indexOf(ws)}|`))
            )
              resolve('stored');
          });
        }),
    );
    // all 30 within one second (the second boundary may split them: then up to 20 in each of two)
    await sleep(1000 - (Date.now() % 1000));
    burst.forEach((ws, index) => burstRoom.send(ws, index, `burst|${index}|${performance.now()}`));
    const settled = await Promise.race([Promise.all(outcomes), sleep(15_000).then(() => null)]);
    for (const ws of [...burst, ...audience]) ws.close();
    await sleep(1500);

    // the report
    const twinP50 = percentile(twinResult.latencies, 50);
    const bareP50 = percentile(bareResult.latencies, 50);
    console.log('\n## 1. One room, 200 sockets, 20 senders\n');
    console.log('| server | messages | deliveries | lost | duplicates | p50 | p99 | max |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [label, result] of [
      ['twin (gateway, handlers, DynamoDB Local)', twinResult],
      ['bare ws broadcast', bareResult],
    ] as const) {
      console.log(
        `| ${label} | ${result.sent} | ${result.received} / ${result.expected} | ${result.lost} | ${result.duplicates} | ${ms(percentile(result.latencies, 50))} | ${ms(percentile(result.latencies, 99))} | ${ms(result.latencies.reduce((max, value) => Math.max(max, value), 0))} |`,
      );
    }
    console.log(`\nmedian ratio twin / bare: ${(twinP50 / bareP50).toFixed(1)}×`);
    console.log('\n## 2. 50 likes of one message at once\n');
    console.log(
      `final likeCount: ${likeCount} (expected ${LIKERS}) ${likeCount === LIKERS ? 'exact' : 'WRONG'}`,
    );
    console.log(
      "\n## 3. AWS calls of one chat message (10 listeners; the stream's are its reactions to it)\n",
    );
    for (const [name, count] of [...perMessage].sort()) console.log(`- ${name}: ${count}`);
    console.log('\n## 4. A stale connection\n');
    console.log(
      `the room's next message met it: ${after.Item ? 'its item is STILL THERE' : '410 Gone, its item was removed'}`,
    );
    console.log(
      `\n## 5. A big room (big from ${BIG_ROOM_THRESHOLD} listeners here), ${BIG_ROOM_LISTENERS} sockets, ${SENDERS} senders\n`,
    );
    console.log(
      '| room | messages | deliveries | lost | duplicates | p50 | p99 | frames per socket per second | pushes per message |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    const perSocketSecond = (result: LoadResult, sockets: number) =>
      (result.frames / sockets / SECONDS).toFixed(2);
    const pushes = [...bigCalls].find(([name]) => name.endsWith('PostToConnectionCommand'))?.[1] ?? 0;
    console.log(
      `| big (ticks) | ${bigResult.sent} | ${bigResult.received} / ${bigResult.expected} | ${bigResult.lost} | ${bigResult.duplicates} | ${ms(percentile(bigResult.latencies, 50))} | ${ms(percentile(bigResult.latencies, 99))} | ${perSocketSecond(bigResult, BIG_ROOM_LISTENERS)} | ${(pushes / Math.max(1, bigResult.sent)).toFixed(1)} |`,
    );
    console.log(
      `| small (a push per message, 1.) | ${twinResult.sent} | ${twinResult.received} / ${twinResult.expected} | ${twinResult.lost} | ${twinResult.duplicates} | ${ms(percentile(twinResult.latencies, 50))} | ${ms(percentile(twinResult.latencies, 99))} | ${perSocketSecond(twinResult, LISTENERS)} | ${LISTENERS.toFixed(1)} |`,
    );
    console.log("\nAWS calls during the big room's load:");
    for (const [name, count] of [...bigCalls].sort()) console.log(`- ${name}: ${count}`);
    const burstStored = settled?.filter((outcome) => outcome === 'stored').length ?? NaN;
    const slowed = settled?.filter((outcome) => outcome === 'slowDown').length ?? NaN;
    console.log(
      `\nslow mode: 30 players sent in one second; stored ${burstStored}, slowDown ${slowed} (the room takes ${CHAT_LIMITS.bigRoomSendsPerSecond} a second)`,
    );
    const failed =
      twinResult.lost > 0 ||
      twinResult.duplicates > 0 ||
      bigResult.lost > 0 ||
      likeCount !== LIKERS ||
      after.Item ||
      settled === null ||
      burstStored > 2 * CHAT_LIMITS.bigRoomSendsPerSecond;
    if (failed) process.exitCode = 1;
  } finally {
    dynamo.destroy();
    await twin.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
