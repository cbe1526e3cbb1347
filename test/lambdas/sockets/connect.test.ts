import { MEDIA_BASE, TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { createConnectHandler } from '../../../lambdas/sockets/connect';
import { createDisconnectHandler } from '../../../lambdas/sockets/disconnect';
import { ALICE, NOW, aConnection, aProfile, socketEvent } from '../factories';
import { testDeps } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const connect = createConnectHandler(testDeps);
const EXPIRES = Math.floor(NOW.getTime() / 1000) + 2 * 60 * 60;

describe('$connect', () => {
  it('stores a game chat connection for 2 hours, with the picture of the profile (not of the query)', async () => {
    ddb.on(PutCommand).resolves({});
    ddb.on(GetCommand).resolves({ Item: aProfile() });

    const result = await connect(
      socketEvent({
        routeKey: '$connect',
        query: { auth: 'token', userId: 'alice_plays', gameId: '7', profileImage: 'https://x/a.png' },
      }),
    );

    expect(result).toEqual({ statusCode: 200 });
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        connectionId: 'conn-alice',
        api: 'gamechat',
        uuid: ALICE,
        userName: 'alice_plays',
        gameId: 7,
        toUserName: null,
        profileImage: `${MEDIA_BASE}/userprofileimages/alice.svg`,
        reading: true,
        domainName: 'abc.execute-api.eu-west-1.amazonaws.com',
        stage: 'prod',
        connectedAt: NOW.toISOString(),
        expiresAt: EXPIRES,
        pk: 'CONN#conn-alice',
        sk: 'CONN',
        gsi1pk: 'GAMECONNS#7',
        gsi1sk: `${NOW.toISOString()}#conn-alice`,
        gsi2pk: `USERCONNS#${ALICE}`,
        gsi2sk: 'gamechat#conn-alice',
        entity: 'connection',
      },
    });
  });

  it('stores a direct-message connection with its conversation partner', async () => {
    ddb.on(PutCommand).resolves({});

    const result = await connect(
      socketEvent({
        routeKey: '$connect',
        query: { auth: 'token', fromUser: 'Alice_Plays', toUser: 'bob_builds' },
      }),
    );

    expect(result).toEqual({ statusCode: 200 });
    const item = ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item).toMatchObject({
      api: 'messages',
      userName: 'alice_plays',
      gameId: null,
      toUserName: 'bob_builds',
      gsi2sk: 'messages#conn-alice',
    });
    expect(item).not.toHaveProperty('gsi1pk');
  });

  it('refuses a query naming another user (403), a malformed query (400) and no caller (401) without writing', async () => {
    const other = await connect(
      socketEvent({ routeKey: '$connect', query: { auth: 't', userId: 'bob_builds', gameId: '7' } }),
    );
    const malformed = await connect(
      socketEvent({ routeKey: '$connect', query: { auth: 't', gameId: 'seven' } }),
    );
    const anonymous = await connect(
      socketEvent({
        routeKey: '$connect',
        caller: null,
        query: { auth: 't', userId: 'alice_plays', gameId: '7' },
      }),
    );

    expect([other.statusCode, malformed.statusCode, anonymous.statusCode]).toEqual([403, 400, 401]);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('stores a connection opened only to send a reply as not reading the room', async () => {
    ddb.on(PutCommand).resolves({});
    ddb.on(GetCommand).resolves({ Item: aProfile() });

    await connect(
      socketEvent({
        routeKey: '$connect',
        query: { auth: 't', userId: 'alice_plays', gameId: '7', mode: 'reply' },
      }),
    );

    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ gameId: 7, reading: false });
  });

  it('refuses a game chat connection of a closed account', async () => {
    ddb.on(GetCommand).resolves({ Item: aProfile({ active: false }) });

    const result = await connect(
      socketEvent({ routeKey: '$connect', query: { auth: 't', userId: 'alice_plays', gameId: '7' } }),
    );

    expect(result).toEqual({ statusCode: 403, body: 'Forbidden' });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 500 when the connection cannot be stored', async () => {
    ddb.on(GetCommand).resolves({ Item: aProfile() });
    ddb.on(PutCommand).rejects(new Error('throttled'));

    const result = await connect(
      socketEvent({ routeKey: '$connect', query: { auth: 't', userId: 'alice_plays', gameId: '7' } }),
    );

    expect(result).toEqual({ statusCode: 500 });
  });
});

describe('$disconnect', () => {
  const disconnect = createDisconnectHandler(testDeps);

  it("deletes the connection item and marks the game's chat read up to its count", async () => {
    ddb.on(DeleteCommand).resolves({ Attributes: aConnection({ connectionId: 'conn-9', gameId: 7 }) });
    ddb.on(GetCommand).resolves({ Item: { messageCount: 42 } });
    ddb.on(UpdateCommand).resolves({});

    const result = await disconnect(socketEvent({ routeKey: '$disconnect', connectionId: 'conn-9' }));

    expect(result).toEqual({ statusCode: 200 });
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: 'CONN#conn-9', sk: 'CONN' },
      ReturnValues: 'ALL_OLD',
    });
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({ pk: 'GAME#7', sk: 'GAME' });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      Key: { pk: `USER#${ALICE}`, sk: 'GAME#000007' },
      ExpressionAttributeValues: { ':seen': 42 },
    });
  });

  it('marks nothing for a direct-message connection, a reply-only one or one already gone', async () => {
    ddb
      .on(DeleteCommand)
      .resolvesOnce({ Attributes: aConnection({ api: 'messages', gameId: null, toUserName: 'bob_builds' }) })
      .resolvesOnce({ Attributes: aConnection({ gameId: 7, reading: false }) })
      .resolves({});

    await disconnect(socketEvent({ routeKey: '$disconnect' }));
    await disconnect(socketEvent({ routeKey: '$disconnect' }));
    await disconnect(socketEvent({ routeKey: '$disconnect' }));

    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
