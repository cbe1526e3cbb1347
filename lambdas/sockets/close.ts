/**
 * Ends a user's live connections at once (sign-out, password change, deactivation): every open
 * connection of theirs, to both WebSocket APIs, is closed through the management API of the API it
 * belongs to, and forgotten. The authorizer then refuses reconnecting with a revoked token.
 */
import type { DataNeeds, Deps } from '../http/service';

/** The data access closing connections calls. */
export type ClosingData = 'listAllUserConnections' | 'deleteConnection';

/** Closes and forgets every connection of `uuid`; answers how many were open. Failures are logged. */
export async function closeUserConnections(
  uuid: string,
  deps: Pick<Deps<DataNeeds<ClosingData>>, 'data' | 'log'>,
): Promise<number> {
  const connections = await deps.data.listAllUserConnections(uuid);
  if (connections.length === 0) return 0;
  // the management API client loads only when there is something to close (most users have no socket open)
  const { closeConnection } = await import('./push');
  const results = await Promise.allSettled(
    connections.map(async (connection) => {
      const outcome = await closeConnection(connection, connection.connectionId);
      await deps.data.deleteConnection(connection.connectionId);
      return outcome;
    }),
  );
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      deps.log.warn('closing a connection failed', {
        connectionId: connections[index]?.connectionId,
        error: String(result.reason),
      });
    }
  });
  return results.filter((result) => result.status === 'fulfilled' && result.value === 'closed').length;
}
