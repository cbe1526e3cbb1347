/** Shared pieces of the WebSocket handler tests. */
import {
  PostToConnectionCommand,
  type ApiGatewayManagementApiClient,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import * as data from '../../../lambdas/data';
import { defaultSocketDeps, type SocketDeps } from '../../../lambdas/sockets/events';
import { NOW } from '../factories';

/** The real dependencies with a fixed clock and a silent log. */
export function testDeps(): SocketDeps {
  return {
    ...defaultSocketDeps(data),
    clock: { now: () => NOW },
    log: { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() },
  };
}

/** The frames pushed, as [connectionId, parsed frame]. */
export function pushedFrames(
  management: AwsClientStub<ApiGatewayManagementApiClient>,
): [string | undefined, unknown][] {
  return management.commandCalls(PostToConnectionCommand).map((call) => {
    const input = call.args[0].input;
    return [input.ConnectionId, JSON.parse(new TextDecoder().decode(input.Data as Uint8Array))];
  });
}
