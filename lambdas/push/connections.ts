/**
 * Pushes frames to WebSocket connections through the API Gateway management API at
 * `${SOCKET_ENDPOINT_SCHEME}://${domainName}/${stage}`. One client per endpoint, kept for the
 * container's life.
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { socketConfig } from '../core/config';

export type PushResult = 'sent' | 'gone';

const clients = new Map<string, ApiGatewayManagementApiClient>();

/** The management API address of a WebSocket API stage. */
export function managementEndpoint(endpoint: { domainName: string; stage: string }): string {
  const stage = endpoint.stage.replace(/^\/+|\/+$/g, '');
  return `${socketConfig().endpointScheme}://${endpoint.domainName}/${stage}`;
}

/**
 * A room's broadcast sends its pushes at once (broadcast.ts); the SDK's default of 50 sockets
 * per host would queue the rest of a room of a few hundred behind them.
 */
const PUSH_SOCKETS = 256;

function clientFor(endpoint: { domainName: string; stage: string }): ApiGatewayManagementApiClient {
  const address = managementEndpoint(endpoint);
  let client = clients.get(address);
  if (!client) {
    client = new ApiGatewayManagementApiClient({
      endpoint: address,
      requestHandler: {
        httpAgent: new HttpAgent({ keepAlive: true, maxSockets: PUSH_SOCKETS }),
        httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: PUSH_SOCKETS }),
      },
    });
    clients.set(address, client);
  }
  return client;
}

function isGone(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (error as Error).name === 'GoneException' || status === 410;
}

/** Sends one JSON frame; 'gone' when the connection no longer exists (410). */
export async function pushFrame(
  endpoint: { domainName: string; stage: string },
  connectionId: string,
  frame: unknown,
): Promise<PushResult> {
  try {
    await clientFor(endpoint).send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(frame)),
      }),
    );
    return 'sent';
  } catch (error) {
    if (isGone(error)) return 'gone';
    throw error;
  }
}

/** Closes a connection now (the API then runs `$disconnect`); 'gone' when it was already closed. */
export async function closeConnection(
  endpoint: { domainName: string; stage: string },
  connectionId: string,
): Promise<'closed' | 'gone'> {
  try {
    await clientFor(endpoint).send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    return 'closed';
  } catch (error) {
    if (isGone(error)) return 'gone';
    throw error;
  }
}
