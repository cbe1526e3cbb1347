/**
 * Ends a user's live connections (sign-out, password change or reset, deactivation): every open
 * connection of theirs, to both WebSocket APIs, is closed through the management API of the API it
 * belongs to, and forgotten. The authorizer then refuses reconnecting with a revoked token.
 * Called by the table's stream consumer (streams/reactions/sessions.ts) when a profile change ends the user's
 * sessions; the account services only write that change, so the management API client stays out of
 * their bundles. Safe to repeat: a connection already closed answers 'gone' and is forgotten again.
 */
import type { Deps } from '../core/deps';
import type { DataNeeds } from '../data/access';

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
  const { closeConnection } = await import('./connections');
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
