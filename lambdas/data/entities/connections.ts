/**
 * Live WebSocket connections.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { counter, isoTimestamp, positiveId } from './fields';
import { ChatMessageEntity } from './chat';

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

/**
 * A game chat room's live audience: the game chat connections open on it, kept by the stream
 * (reactions/counters.ts: a connection's insert +1, its removal −1). The send path reads it to tell a
 * big room (CHAT_LIMITS.bigRoomListeners) from a small one. Its own partition, apart from the game's
 * catalogue item and the room's ticks, so joins never compete with either for write capacity.
 */
export const ChatRoomEntity = /* @__PURE__ */ defineEntity({
  name: 'chatRoom',
  schema: () => v.object({ gameId: positiveId(), listeners: counter() }),
  pk: { prefix: 'ROOM', parts: ['gameId'] },
  sk: { prefix: 'ROOM', parts: [] },
});
export type ChatRoom = v.InferOutput<typeof ChatRoomEntity.schema>;

/**
 * One second of a big room (docs/architecture.md "A room of 10,000 listeners"): every message sent in
 * that second, appended by the message's own transaction, which is refused past the room's limit
 * (CHAT_LIMITS.bigRoomSendsPerSecond, slow mode). The room's ticks share one partition, so their
 * stream records reach one stream shard in order; the room-ticks consumer (lambdas/streams/room-ticks.ts)
 * turns each batch of them into one frame per listener. Expires a minute after its second.
 */
export const RoomTickEntity = /* @__PURE__ */ defineEntity({
  name: 'roomTick',
  schema: () =>
    v.object({
      gameId: positiveId(),
      /** epoch seconds */
      second: v.pipe(v.number(), v.integer(), v.minValue(0)),
      sends: counter(),
      messages: v.optional(
        v.array(
          v.object({
            message: ChatMessageEntity.schema,
            /** the id the sender's frame carried, echoed to the sender's own connections only */
            clientMessageId: v.optional(v.nullable(v.string()), null),
          }),
        ),
        [],
      ),
      /** epoch seconds */
      expiresAt: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  pk: { prefix: 'TICKS', parts: ['gameId'] },
  sk: { prefix: 'TICK', parts: [{ attr: 'second', pad: 12 }] },
  ttl: (item) => item.expiresAt,
});
export type RoomTick = v.InferOutput<typeof RoomTickEntity.schema>;
