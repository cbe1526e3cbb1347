import '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { closeConnection, managementEndpoint, pushFrame } from '../../../lambdas/push/connections';
import { resetConfigCache } from '../../../lambdas/core/config';

const management = mockClient(ApiGatewayManagementApiClient);
afterEach(() => {
  management.reset();
  process.env.SOCKET_ENDPOINT_SCHEME = 'https';
  resetConfigCache();
});

describe('push', () => {
  it('addresses the management API of the stage, over http on the twin', () => {
    expect(managementEndpoint({ domainName: 'abc.execute-api.eu-west-1.amazonaws.com', stage: 'prod' })).toBe(
      'https://abc.execute-api.eu-west-1.amazonaws.com/prod',
    );
    process.env.SOCKET_ENDPOINT_SCHEME = 'http';
    resetConfigCache();
    expect(managementEndpoint({ domainName: 'localhost:3000', stage: 'ws/gamechat' })).toBe(
      'http://localhost:3000/ws/gamechat',
    );
  });

  it('posts the frame as JSON to the connection', async () => {
    management.on(PostToConnectionCommand).resolves({});

    const result = await pushFrame({ domainName: 'd', stage: 's' }, 'conn-1', { type: 'message', n: 1 });

    expect(result).toBe('sent');
    const input = management.commandCalls(PostToConnectionCommand)[0]!.args[0].input;
    expect(input.ConnectionId).toBe('conn-1');
    expect(new TextDecoder().decode(input.Data as Uint8Array)).toBe('{"type":"message","n":1}');
  });

  it('answers gone for a 410 and rethrows other failures', async () => {
    management
      .on(PostToConnectionCommand, { ConnectionId: 'gone' })
      .rejects(new GoneException({ message: 'gone', $metadata: { httpStatusCode: 410 } }))
      .on(PostToConnectionCommand, { ConnectionId: 'broken' })
      .rejects(new Error('throttled'));

    expect(await pushFrame({ domainName: 'd', stage: 's' }, 'gone', {})).toBe('gone');
    await expect(pushFrame({ domainName: 'd', stage: 's' }, 'broken', {})).rejects.toThrow('throttled');
  });

  it('closes a connection; gone when it was already closed, other failures rethrown', async () => {
    management
      .on(DeleteConnectionCommand, { ConnectionId: 'open' })
      .resolves({})
      .on(DeleteConnectionCommand, { ConnectionId: 'gone' })
      .rejects(new GoneException({ message: 'gone', $metadata: { httpStatusCode: 410 } }))
      .on(DeleteConnectionCommand, { ConnectionId: 'broken' })
      .rejects(new Error('throttled'));
    const endpoint = { domainName: 'd', stage: 's' };

    expect(await closeConnection(endpoint, 'open')).toBe('closed');
    expect(await closeConnection(endpoint, 'gone')).toBe('gone');
    await expect(closeConnection(endpoint, 'broken')).rejects.toThrow('throttled');
    expect(management.commandCalls(DeleteConnectionCommand)[0]!.args[0].input).toEqual({
      ConnectionId: 'open',
    });
  });
});
