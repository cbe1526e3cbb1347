/** `$disconnect` of both WebSocket APIs: forgets the connection. */
import { beginInvocation, endInvocation } from '../log';
import { defaultSocketDeps, type SocketDeps, type SocketHandler } from './events';
import type { DataNeeds } from '../http/service';
import { deleteConnection } from '../data/connections';

/** The data access `$disconnect` calls. */
type Deps = SocketDeps<DataNeeds<'deleteConnection'>>;

export function createDisconnectHandler(
  makeDeps: () => Deps = () => defaultSocketDeps({ deleteConnection }),
): SocketHandler {
  let deps: Deps | undefined;
  return async (event) => {
    beginInvocation({ apiRequestId: event.requestContext.requestId, route: '$disconnect' });
    deps ??= makeDeps();
    try {
      await deps.data.deleteConnection(event.requestContext.connectionId);
      return { statusCode: 200 };
    } catch (error) {
      deps.log.error('disconnect failed', error as Error);
      return { statusCode: 500 };
    } finally {
      endInvocation();
    }
  };
}

export const handler = createDisconnectHandler();
