/**
 * What pushing needs, for every transport that pushes: the socket actions (sockets/), the stream's
 * consumers (streams/room-ticks.ts, the ended sessions) and, should one ever push, a REST operation.
 * `push` sends one frame to one connection through its API's management endpoint (connections.ts);
 * the client loads on the first push, so a handler that never pushes (`$connect`, `$disconnect`)
 * skips the SDK client at cold start (esbuild inlines the module; its body runs on first use).
 */
import { once } from '../../lib/contract/lazy';
import type { Deps } from '../core/deps';
import type { PushResult } from './connections';

/** Where a connection's frames are pushed: the API's domain and stage. */
export interface SocketEndpoint {
  domainName: string;
  stage: string;
}

/** Sends one JSON frame to one connection; 'gone' when it no longer exists (410). */
export type Push = (endpoint: SocketEndpoint, connectionId: string, frame: unknown) => Promise<PushResult>;

/** The dependencies of code that pushes: the core's, plus `push`. */
export interface PushDeps<D = unknown> extends Deps<D> {
  push: Push;
}

const loadConnections = once(() => import('./connections'));

/** The real `push`: the management API client, loaded on first use. */
export const pushOnFirstUse: Push = async (endpoint, connectionId, frame) =>
  (await loadConnections()).pushFrame(endpoint, connectionId, frame);
