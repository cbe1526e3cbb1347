/**
 * Where every Lambda's handler code lives, relative to the repository root. The CDK stack bundles
 * these entries, the local twin imports them, and the benchmarks measure them: one list for all.
 */
import { serviceOf } from './route';
import { routes } from './manifest';

/** The WebSocket handlers: a REQUEST authorizer, the two lifecycle routes and one per socket API. */
export const SOCKET_HANDLERS = ['authorizer', 'connect', 'disconnect', 'gamechat', 'messages'] as const;
export type SocketHandlerName = (typeof SOCKET_HANDLERS)[number];

export const HANDLER_ENTRIES = {
  /** the REST service's Lambda: one per first path segment of the manifest */
  service: (service: string) => `lambdas/services/${service}/index.ts`,
  socket: (name: SocketHandlerName) => `lambdas/sockets/${name}.ts`,
  streams: 'lambdas/streams/index.ts',
  /** the stream's second reader: big game chat rooms' ticks (docs/architecture.md) */
  roomTicks: 'lambdas/streams/room-ticks.ts',
  /** the user pool's CustomMessage trigger: code mails in the player's language */
  customMessage: 'lambdas/triggers/custom-message.ts',
  /** not a Lambda: the ID-token verifier the twin's gateway shares with the handlers */
  tokenVerifier: 'lambdas/auth/token-verifier.ts',
} as const;

/** The CustomMessage trigger's name: its bundle folder, log group and service name. */
export const CUSTOM_MESSAGE_NAME = 'cognito-custom-message';

/** The REST services of the manifest, in manifest order. */
export const SERVICES: readonly string[] = [...new Set(routes.map((route) => serviceOf(route.path)))];

/** Every Lambda the stack deploys: name and entry. */
export function lambdaEntries(): { name: string; entry: string }[] {
  return [
    ...SERVICES.map((service) => ({ name: service, entry: HANDLER_ENTRIES.service(service) })),
    ...SOCKET_HANDLERS.map((name) => ({ name: `socket-${name}`, entry: HANDLER_ENTRIES.socket(name) })),
    { name: 'streams', entry: HANDLER_ENTRIES.streams },
    { name: 'room-ticks', entry: HANDLER_ENTRIES.roomTicks },
    { name: CUSTOM_MESSAGE_NAME, entry: HANDLER_ENTRIES.customMessage },
  ];
}
