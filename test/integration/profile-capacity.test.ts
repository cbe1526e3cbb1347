/**
 * The DynamoDB capacity of the profile panel, measured on the twin (issue 8 "Tests and figures"):
 * "open your own profile" (every read the panel makes) and "a full save" (the spec's order: image,
 * username, bio, checklist ×2, games added, games removed, per-game details, platforms). The handlers
 * run in this process against the twin's DynamoDB Local and S3 emulator, with a middleware on the one
 * document client that asks every call for ReturnConsumedCapacity TOTAL and adds up the answers.
 * Each figure includes the session check's consistent profile read that every signed-in call makes.
 * The test prints the figures (notes: /work/notes/srv-profile.md) and asserts their bounds.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { loadSeedGames, loadSeedUsers } from '../../lib/seed/data';
import { twinInfo } from '../twin/urls';
import { callApi, jwtClaims, signedUpAccount, uniqueUserName, type Account } from '../twin/helpers';

const info = twinInfo();
/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Handler = (event: APIGatewayProxyEvent) => Promise<{ statusCode: number; body: string }>;
interface Capacity {
  read: number;
  write: number;
  calls: number;
}
let meter: Capacity = { read: 0, write: 0, calls: 0 };
const handlers: Record<string, Handler> = {};
let account: Account;

beforeAll(async () => {
  Object.assign(process.env, info.env, { LOG_LEVEL: 'SILENT' });
  const { documentClient } = await import('../../lambdas/data/client');
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
      const units = ([consumed ?? []].flat() as { CapacityUnits?: number }[]).reduce(
        (sum, entry) => sum + (entry.CapacityUnits ?? 0),
        0,
      );
      // DynamoDB answers CapacityUnits per table; the operation says whether they were read or written
      if (/^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(context.commandName ?? ''))
        meter.write += units;
      else meter.read += units;
      meter.calls += 1;
      return result;
    },
    { step: 'initialize', name: 'consumedCapacityMeter' },
  );
  for (const service of [
    'pjuserprofile',
    'pjusersettings',
    'pjgameattributes',
    'pjuseradmin',
    'pjusermatches',
    'pjhubhome',
  ]) {
    handlers[service] = ((await import(`../../lambdas/services/${service}`)) as { handler: Handler }).handler;
  }
  const catalogue = loadSeedGames().map((game) => game.id);
  account = await signedUpAccount(info, catalogue[0]!);
  // a profile the size of a typical seeded one: 8 games
  const more = catalogue.slice(1, 8);
  await callApi(info, 'pjusersettings/pjusersettings/games/insert', {
    token: account.tokens.IdToken,
    body: { uuid: account.uuid, games: more },
  });
});

function event(method: 'GET' | 'POST', path: string, input: Record<string, unknown>): APIGatewayProxyEvent {
  const claims = Object.fromEntries(
    Object.entries(jwtClaims(account.tokens.IdToken)).map(([name, value]) => [name, String(value)]),
  );
  return {
    httpMethod: method,
    resource: `/${path}`,
    path: `/${path}`,
    headers: {},
    multiValueHeaders: {},
    queryStringParameters: method === 'GET' ? (input as Record<string, string>) : null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: method === 'POST' ? JSON.stringify(input) : null,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'capacity',
      authorizer: { claims },
    } as unknown as APIGatewayProxyEvent['requestContext'],
  } as APIGatewayProxyEvent;
}

async function measure(steps: [string, 'GET' | 'POST', string, Record<string, unknown>][]) {
  const rows: { step: string; rcu: number; wcu: number; calls: number }[] = [];
  for (const [label, method, path, input] of steps) {
    meter = { read: 0, write: 0, calls: 0 };
    const response = await handlers[path.split('/')[0]!]!(event(method, path, input));
    expect({
      label,
      status: response.statusCode,
      body: response.statusCode === 200 ? 'ok' : response.body,
    }).toEqual({
      label,
      status: 200,
      body: 'ok',
    });
    rows.push({ step: label, rcu: meter.read, wcu: meter.write, calls: meter.calls });
  }
  const total = rows.reduce((sum, row) => ({ rcu: sum.rcu + row.rcu, wcu: sum.wcu + row.wcu }), {
    rcu: 0,
    wcu: 0,
  });
  return { rows, total };
}

it('measures opening your own profile and a full save', async () => {
  const { uuid, userName } = account;
  const open = await measure([
    ['profile (user)', 'GET', 'pjuserprofile/pjuserprofile/user', { username: userName, uuid }],
    ['games', 'GET', 'pjuserprofile/pjuserprofile/games', { username: userName }],
    ['platforms', 'GET', 'pjusersettings/pjusersettings/platform/get', { username: userName }],
    ['profile views', 'GET', 'pjuserprofile/pjuserprofile/views/get', { username: userName }],
    ['streak', 'GET', 'pjuserprofile/pjuserprofile/streakcount/get', { username: userName }],
    ['spectators count', 'GET', 'pjusermatches/percentmatch/spectatorscount', { username: userName, uuid }],
    ['spectating count', 'GET', 'pjusermatches/percentmatch/spectatingcount', { username: userName, uuid }],
  ]);

  const address = await callApi<string>(info, 'pjuserimages/pjuserimages', {
    token: account.tokens.IdToken,
    query: { filetype: 'png', uuid, filesize: TINY_PNG.length },
  });
  await fetch(address.body, {
    method: 'PUT',
    body: new Uint8Array(TINY_PNG),
    headers: { 'Content-Type': 'image/png' },
  });
  const games = JSON.parse(
    (await handlers.pjuserprofile!(event('GET', 'pjuserprofile/pjuserprofile/games', { username: userName })))
      .body,
  ) as { Id: number }[];
  const catalogue = loadSeedGames().map((game) => game.id);
  const added = catalogue.filter((id) => !games.some((game) => game.Id === id)).slice(0, 2);
  const removed = games[0]!.Id;
  const newName = uniqueUserName('cap');
  const checklist = {
    uuid,
    streamer: 1,
    microphone: 1,
    discord: 0,
    familyFriendly: 1,
    moderator: 0,
    pcConsole: 1,
    gameStyle: 2,
  };
  const save = await measure([
    ['image', 'POST', 'pjusersettings/pjusersettings/image', { uuid, imageFile: address.body }],
    [
      'username',
      'POST',
      'pjuseradmin/pjuseradmin/changeusername',
      { uuid, username: userName, newusername: newName },
    ],
    ['bio', 'POST', 'pjusersettings/pjusersettings/bio/update', { uuid, bio: 'Measured.' }],
    ['checklist', 'POST', 'pjusersettings/pjusersettings/checklist/update', checklist],
    ['checklist (again)', 'POST', 'pjusersettings/pjusersettings/checklist/update', checklist],
    ['games added (2)', 'POST', 'pjusersettings/pjusersettings/games/insert', { uuid, games: added }],
    ['games removed (1)', 'POST', 'pjusersettings/pjusersettings/games/delete', { uuid, games: [removed] }],
    [
      'details reset (1)',
      'POST',
      'pjusersettings/pjusersettings/skilllevel/delete',
      { uuid, games: [removed] },
    ],
    [
      'details (3 games)',
      'POST',
      'pjgameattributes/pjgameattributes',
      {
        uuid,
        gameSelections: [...added, games[1]!.Id].map((gameId) => ({
          gameId,
          platform: 2,
          skillLevel: 2,
          frequency: 3,
          rating: 2,
        })),
      },
    ],
    ['platform PC', 'POST', 'pjusersettings/pjusersettings/platform/post', { uuid, platform: 2, active: 1 }],
    [
      'platform Mobile',
      'POST',
      'pjusersettings/pjusersettings/platform/post',
      { uuid, platform: 6, active: 0 },
    ],
  ]);

  console.info(
    [
      'Open your own profile (8 games):',
      ...open.rows.map((row) => `  ${row.step}: ${row.rcu} RCU, ${row.wcu} WCU (${row.calls} calls)`),
      `  total: ${open.total.rcu} RCU, ${open.total.wcu} WCU`,
      'A full save:',
      ...save.rows.map((row) => `  ${row.step}: ${row.rcu} RCU, ${row.wcu} WCU (${row.calls} calls)`),
      `  total: ${save.total.rcu} RCU, ${save.total.wcu} WCU`,
    ].join('\n'),
  );
  // bounded by the user's own items, never by the number of players
  expect(open.total.wcu).toBe(0);
  expect(open.total.rcu).toBeGreaterThan(0);
  expect(open.total.rcu).toBeLessThan(25);
  expect(save.total.wcu).toBeGreaterThan(0);
  expect(save.total.wcu).toBeLessThan(80);
});

it("measures opening another user's card", async () => {
  const { uuid } = account;
  // a seeded member with games that no other test file counts on (the view recorded here bumps their count)
  const other = loadSeedUsers().filter((user) => user.active && user.games.length > 0)[45]!.userName;
  const card = await measure([
    ['profile (with block check)', 'GET', 'pjuserprofile/pjuserprofile/user', { username: other, uuid }],
    ['games', 'GET', 'pjuserprofile/pjuserprofile/games', { username: other }],
    ['platforms', 'GET', 'pjusersettings/pjusersettings/platform/get', { username: other }],
    ['match (on the spot)', 'GET', 'pjusermatches/percentmatch/profile', { uuid, selectedUserName: other }],
    ['spectate status', 'GET', 'pjhubhome/pjhubspecstatus', { uuid, username: other }],
    ['spectators count', 'GET', 'pjusermatches/percentmatch/spectatorscount', { username: other, uuid }],
    ['spectating count', 'GET', 'pjusermatches/percentmatch/spectatingcount', { username: other, uuid }],
    ['view recorded', 'POST', 'pjuserprofile/pjuserprofile/views/post', { uuid, username: other }],
  ]);

  console.info(
    [
      "Open another user's card:",
      ...card.rows.map((row) => `  ${row.step}: ${row.rcu} RCU, ${row.wcu} WCU (${row.calls} calls)`),
      `  total: ${card.total.rcu} RCU, ${card.total.wcu} WCU`,
    ].join('\n'),
  );
  // bounded by the two players' own items, never by the number of players
  expect(card.total.rcu).toBeGreaterThan(0);
  expect(card.total.rcu).toBeLessThan(40);
  expect(card.total.wcu).toBeLessThanOrEqual(2);
});
