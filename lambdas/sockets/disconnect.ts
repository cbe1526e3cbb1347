/** `$disconnect` of both WebSocket APIs: forgets the connection. */
import { defaultSocketDeps, lifecycleHandler, type SocketDeps, type SocketHandler } from './events';
import type { DataNeeds } from '../core/deps';
import { deleteConnection } from '../data/connections';

/** The data access `$disconnect` calls. */
type Deps = SocketDeps<DataNeeds<'deleteConnection'>>;

export function createDisconnectHandler(
  makeDeps: () => Deps = () => defaultSocketDeps({ deleteConnection }),
): SocketHandler {
  return lifecycleHandler('$disconnect', makeDeps, async (event, deps) => {
    await deps.data.deleteConnection(event.requestContext.connectionId);
  });
}

export const handler = createDisconnectHandler();
