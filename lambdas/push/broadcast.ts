/** Sends one frame to many connections; connections found gone (410) are forgotten. */
import type { Connection } from '../data/entities';
import type { DataNeeds } from '../data/access';
import type { PushDeps } from './deps';

export async function broadcast(
  connections: readonly Connection[],
  frame: unknown,
  deps: Pick<PushDeps<DataNeeds<'deleteConnection'>>, 'data' | 'push' | 'log'>,
): Promise<number> {
  const results = await Promise.allSettled(
    connections.map(async (connection) => {
      const result = await deps.push(connection, connection.connectionId, frame);
      if (result === 'gone') await deps.data.deleteConnection(connection.connectionId);
      return result;
    }),
  );
  for (const result of results) {
    if (result.status === 'rejected') deps.log.warn('push failed', { error: String(result.reason) });
  }
  return results.filter((result) => result.status === 'fulfilled' && result.value === 'sent').length;
}
