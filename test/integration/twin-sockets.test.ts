/**
 * The WebSocket APIs of the running twin with the real socket handlers: the authorizer refuses a
 * missing or bad token, a seeded user connects, the management API reaches the socket through the
 * real ApiGatewayManagementApiClient, and $disconnect removes the connection item.
 */
import {
  ApiGatewayManagementApiClient,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '../../lib/local/engines/dynamodb';
import { LOCAL_CREDENTIALS } from '../../lib/local/settings';
import { loadSeedUsers } from '../../lib/seed/data';
import { cognitoClient, eventually, openSocket, signIn, waitForClose } from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const cognito = cognitoClient(info);
const dynamo = dynamoClient(info.urls.engines.dynamodb);
const management = new ApiGatewayManagementApiClient({
  endpoint: `${info.urls.site}/ws/gamechat`,
  region: info.region,
  credentials: LOCAL_CREDENTIALS,
  maxAttempts: 1,
});
const seededUser = loadSeedUsers().find((user) => user.active && user.games.length > 0)!;

afterAll(() => {
  cognito.destroy();
  dynamo.destroy();
  management.destroy();
});

const gameChat = (auth: string) =>
  `${info.urls.gameChatSocket}?${new URLSearchParams({ auth, userId: seededUser.userName, gameId: String(seededUser.games[0]!.gameId) })}`;

/** Table items that mention the connection id anywhere in their string attributes. */
async function itemsMentioning(connectionId: string): Promise<Array<Record<string, AttributeValue>>> {
  const found: Array<Record<string, AttributeValue>> = [];
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({ TableName: info.tableName, ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
      if (Object.values(item).some((value) => value.S?.includes(connectionId))) found.push(item);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

async function openConnections(): Promise<Array<{ connectionId: string; api: string }>> {
  const status = (await (await fetch(info.urls.status)).json()) as {
    connections: Array<{ connectionId: string; api: string }>;
  };
  return status.connections;
}

it('refuses a connection without a token, or with a bad one, with 401', async () => {
  const withoutToken = `${info.urls.gameChatSocket}?userId=${seededUser.userName}&gameId=1`;

  await expect(openSocket(withoutToken)).resolves.toMatchObject({ status: 401 });
  await expect(openSocket(gameChat('not-a-token'))).resolves.toMatchObject({ status: 401 });
});

it('connects a seeded user, pushes a management-API frame to them and forgets them on close', async () => {
  const before = new Set((await openConnections()).map((connection) => connection.connectionId));
  const tokens = await signIn(info, cognito, seededUser.email, seededUser.password);

  const outcome = await openSocket(gameChat(tokens.IdToken));
  if (!('ws' in outcome)) throw new Error(`connection refused with ${outcome.status}: ${outcome.body}`);
  const { ws, frames } = outcome;
  const [mine] = (await openConnections()).filter((connection) => !before.has(connection.connectionId));
  expect(mine).toMatchObject({ api: 'gamechat' });
  const connectionId = mine!.connectionId;
  await expect(itemsMentioning(connectionId)).resolves.toHaveLength(1);

  await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: '{"type":"ping"}' }));
  await eventually(() => expect(frames).toContain('{"type":"ping"}'));

  const closed = waitForClose(ws);
  ws.close(1000);
  await closed;
  await eventually(async () => expect(await itemsMentioning(connectionId)).toEqual([]));
  expect((await openConnections()).map((connection) => connection.connectionId)).not.toContain(connectionId);
});
