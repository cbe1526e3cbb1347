/** `$disconnect` of both WebSocket APIs: forgets the connection. */
import { beginInvocation, endInvocation } from '../log';
import { defaultSocketDeps, type SocketDeps, type SocketHandler } from './events';

export function createDisconnectHandler(makeDeps: () => SocketDeps = defaultSocketDeps): SocketHandler {
  let deps: SocketDeps | undefined;
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
