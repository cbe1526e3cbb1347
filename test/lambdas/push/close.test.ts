import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as data from '../../../lambdas/data';
import { closeUserConnections } from '../../../lambdas/push/close';
import { ALICE, aConnection } from '../factories';

const management = mockClient(ApiGatewayManagementApiClient);
const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  management.reset();
  ddb.reset();
});

const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };

describe('closeUserConnections', () => {
  it("closes and forgets every connection of the user, on each connection's own API", async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        aConnection({ connectionId: 'chat-1' }),
        aConnection({
          connectionId: 'dm-1',
          api: 'messages',
          gameId: null,
          domainName: 'dm.execute-api.eu-west-1.amazonaws.com',
        }),
        aConnection({ connectionId: 'stale' }),
      ],
    });
    ddb.on(DeleteCommand).resolves({});
    management
      .on(DeleteConnectionCommand)
      .resolves({})
      .on(DeleteConnectionCommand, { ConnectionId: 'stale' })
      .rejects(new GoneException({ message: 'gone', $metadata: { httpStatusCode: 410 } }));

    const closed = await closeUserConnections(ALICE, { data, log });

    expect(closed).toBe(2);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': `USERCONNS#${ALICE}`,
    });
    expect(management.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input)).toEqual([
      { ConnectionId: 'chat-1' },
      { ConnectionId: 'dm-1' },
      { ConnectionId: 'stale' },
    ]);
    const endpoints = await Promise.all(
      management.commandCalls(DeleteConnectionCommand).map(async (call) => {
        const endpoint = await call.thisValue.config.endpoint!();
        return `${endpoint.protocol}//${endpoint.hostname}${endpoint.path}`;
      }),
    );
    expect(endpoints).toEqual([
      'https://abc.execute-api.eu-west-1.amazonaws.com/prod',
      'https://dm.execute-api.eu-west-1.amazonaws.com/prod',
      'https://abc.execute-api.eu-west-1.amazonaws.com/prod',
    ]);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual(
      ['chat-1', 'dm-1', 'stale'].map((id) => ({
        TableName: TABLE,
        Key: { pk: `CONN#${id}`, sk: 'CONN' },
        ReturnValues: 'ALL_OLD',
      })),
    );
  });

  it('logs a connection that could not be closed and goes on with the others', async () => {
    ddb
      .on(QueryCommand)
      .resolves({ Items: [aConnection({ connectionId: 'broken' }), aConnection({ connectionId: 'ok' })] });
    ddb.on(DeleteCommand).resolves({});
    management
      .on(DeleteConnectionCommand)
      .resolves({})
      .on(DeleteConnectionCommand, { ConnectionId: 'broken' })
      .rejects(new Error('throttled'));

    expect(await closeUserConnections(ALICE, { data, log })).toBe(1);
    expect(log.warn).toHaveBeenCalledWith('closing a connection failed', {
      connectionId: 'broken',
      error: 'Error: throttled',
    });
  });
});
