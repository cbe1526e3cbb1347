/**
 * Live WebSocket connections.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { isoTimestamp, positiveId } from './fields';

export const SOCKET_APIS = ['gamechat', 'messages'] as const;
export type SocketApiId = (typeof SOCKET_APIS)[number];

/** An open WebSocket connection (expires with API Gateway's 2-hour maximum). */
export const ConnectionEntity = /* @__PURE__ */ defineEntity({
  name: 'connection',
  schema: () =>
    v.object({
      connectionId: v.pipe(v.string(), v.minLength(1)),
      api: v.picklist(SOCKET_APIS),
      uuid: v.pipe(v.string(), v.uuid()),
      userName: v.pipe(v.string(), v.minLength(1)),
      /** game chat connections only */
      gameId: v.optional(v.nullable(positiveId()), null),
      /** direct-message connections only: the conversation partner */
      toUserName: v.optional(v.nullable(v.string()), null),
      profileImage: v.optional(v.nullable(v.string()), null),
      /** game chat: whether the player has the room open (false for a connection that only sends a reply) */
      reading: v.optional(v.boolean(), true),
      domainName: v.pipe(v.string(), v.minLength(1)),
      stage: v.pipe(v.string(), v.minLength(1)),
      connectedAt: isoTimestamp(),
      /** epoch seconds */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'CONN', parts: ['connectionId'] },
  sk: { prefix: 'CONN', parts: [] },
  gsi1: {
    pk: { prefix: 'GAMECONNS', parts: ['gameId'] },
    sk: { prefix: '', parts: ['connectedAt', 'connectionId'] },
  },
  sparse: { gsi1: (connection) => connection.gameId !== null },
  gsi2: { pk: { prefix: 'USERCONNS', parts: ['uuid'] }, sk: { prefix: '', parts: ['api', 'connectionId'] } },
  ttl: (connection) => connection.expiresAt,
});
export type Connection = v.InferOutput<typeof ConnectionEntity.schema>;
