/**
 * WebSocket connections. See docs/data-model.md W1–W5.
 */
import type * as v from 'valibot';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ChatRoomEntity, ConnectionEntity, type Connection, type SocketApiId } from './entities';
import { assignments, documentClient, tableName, queryIndexPartition } from './client';
import type { OnceUpdate } from './stream-events';

export type ConnectionInput = v.InferInput<typeof ConnectionEntity.schema>;

/** API Gateway closes WebSocket connections after 2 hours; the item expires with it. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/** Stores an open connection. */
export async function putConnection(connection: ConnectionInput): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: ConnectionEntity.item(connection) }),
  );
}

/** A connection by id, or undefined. */
export async function getConnection(connectionId: string): Promise<Connection | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: ConnectionEntity.key({ connectionId }) }),
  );
  return result.Item ? ConnectionEntity.parse(result.Item) : undefined;
}

/** Forgets a connection (closed or gone); answers what it was, undefined when it was already gone. */
export async function deleteConnection(connectionId: string): Promise<Connection | undefined> {
  const result = await documentClient.send(
    new DeleteCommand({
      TableName: tableName(),
      Key: ConnectionEntity.key({ connectionId }),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return result.Attributes ? ConnectionEntity.parse(result.Attributes) : undefined;
}

/**
 * The newest `limit` game chat connections of one game (H8: the room's active users), newest first.
 */
export async function listNewestGameConnections(gameId: number, limit: number): Promise<Connection[]> {
  const index = ConnectionEntity.gsi1;
  const items = await queryIndexPartition(index, index.partition({ gameId }), { limit, newestFirst: true });
  return items.map((item) => ConnectionEntity.parse(item));
}

/** The game chat connections of one game, oldest first. */
export async function listGameConnections(gameId: number): Promise<Connection[]> {
  const items = await queryIndexPartition(ConnectionEntity.gsi1, ConnectionEntity.gsi1.partition({ gameId }));
  return items.map((item) => ConnectionEntity.parse(item));
}

/** A user's connections to one WebSocket API. */
export async function listUserConnections(uuid: string, api: SocketApiId): Promise<Connection[]> {
  const index = ConnectionEntity.gsi2;
  const items = await queryIndexPartition(index, index.partition({ uuid }), {
    sortKey: { beginsWith: index.sortKeyPrefix({ api }) },
  });
  return items.map((item) => ConnectionEntity.parse(item));
}

/** Every connection of a user, to both WebSocket APIs. */
export async function listAllUserConnections(uuid: string): Promise<Connection[]> {
  const items = await queryIndexPartition(ConnectionEntity.gsi2, ConnectionEntity.gsi2.partition({ uuid }));
  return items.map((item) => ConnectionEntity.parse(item));
}

/**
 * The update that counts a game chat connection in (+1) or out (−1) of its room's listeners (W7),
 * for `applyOnce`: it creates the room's item on the first join and never takes the count below 0.
 */
export function roomListenersChange(gameId: number, delta: 1 | -1): OnceUpdate {
  const { pk, sk, listeners: _listeners, ...rest } = ChatRoomEntity.item({ gameId, listeners: 0 });
  const names: Record<string, string> = { '#listeners': 'listeners' };
  const values: Record<string, unknown> = { ':delta': delta };
  const sets = assignments(
    rest,
    names,
    values,
    (name, value) => `${name} = if_not_exists(${name}, ${value})`,
  );
  if (delta < 0) values[':one'] = 1;
  return {
    key: { pk: String(pk), sk: String(sk) },
    expression: `SET ${sets.join(', ')} ADD #listeners :delta`,
    ...(delta < 0 ? { condition: '#listeners >= :one' } : {}),
    names,
    values,
  };
}

/** How many game chat connections a room has (W7; eventually consistent, 0 for a room never joined). */
export async function getRoomListeners(gameId: number): Promise<number> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: ChatRoomEntity.key({ gameId }),
      ProjectionExpression: 'listeners',
    }),
  );
  return Math.max(0, Number(result.Item?.listeners ?? 0));
}
