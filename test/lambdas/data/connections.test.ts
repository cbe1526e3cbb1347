import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  deleteConnection,
  getConnection,
  listGameConnections,
  listAllUserConnections,
  listUserConnections,
  putConnection,
} from '../../../lambdas/data/connections';
import { ALICE, NOW, aConnection } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

describe('connections', () => {
  it('stores a game chat connection under its id, its game and its user, expiring with the TTL', async () => {
    ddb.on(PutCommand).resolves({});
    const connection = aConnection();

    await putConnection(connection);

    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: {
        ...connection,
        pk: 'CONN#conn-alice',
        sk: 'CONN',
        gsi1pk: 'GAMECONNS#1',
        gsi1sk: `${NOW.toISOString()}#conn-alice`,
        gsi2pk: `USERCONNS#${ALICE}`,
        gsi2sk: 'gamechat#conn-alice',
        entity: 'connection',
        expiresAt: connection.expiresAt,
      },
    });
  });

  it('keeps direct-message connections out of the game index', async () => {
    ddb.on(PutCommand).resolves({});

    await putConnection(aConnection({ api: 'messages', gameId: null, toUserName: 'bob_b' }));

    const item = ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item).not.toHaveProperty('gsi1pk');
    expect(item.gsi2sk).toBe('messages#conn-alice');
  });

  it('gets and deletes a connection by id', async () => {
    ddb.on(GetCommand).resolves({ Item: aConnection() });
    ddb.on(DeleteCommand).resolves({});

    expect(await getConnection('conn-alice')).toEqual(aConnection());
    await deleteConnection('conn-alice');

    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: 'CONN#conn-alice', sk: 'CONN' },
    });
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: { pk: 'CONN#conn-alice', sk: 'CONN' },
      ReturnValues: 'ALL_OLD',
    });
  });

  it("lists a game's connections and a user's connections of one API", async () => {
    ddb.on(QueryCommand).resolves({ Items: [aConnection()] });

    await listGameConnections(1);
    await listUserConnections(ALICE, 'messages');

    const [byGame, byUser] = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(byGame).toEqual({
      TableName: TABLE,
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': 'GAMECONNS#1' },
    });
    expect(byUser).toEqual({
      TableName: TABLE,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
      ExpressionAttributeValues: { ':pk': `USERCONNS#${ALICE}`, ':sk': 'messages#' },
    });
  });

  it('lists every connection of a user, to both APIs', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [aConnection(), aConnection({ connectionId: 'dm', api: 'messages', gameId: null })],
    });

    const connections = await listAllUserConnections(ALICE);

    expect(connections.map((connection) => connection.connectionId)).toEqual(['conn-alice', 'dm']);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi2pk' },
      ExpressionAttributeValues: { ':pk': `USERCONNS#${ALICE}` },
    });
  });
});
