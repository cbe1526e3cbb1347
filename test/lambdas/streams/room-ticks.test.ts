/**
 * Big rooms (docs/architecture.md "A room of 10,000 listeners"): the room's listener count kept from
 * connection records, which messages a batch of tick records brings, how a tick is split into frames
 * under API Gateway's 32 KB, and the consumer that pushes each listener one frame a tick (blocks
 * either way honoured, the sender's own id echoed to the sender only, gone connections forgotten).
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { CHAT_LIMITS } from '../../../lib/contract/constants';
import { roomListenersChange } from '../../../lambdas/data/connections';
import { ChatMessageEntity, ConnectionEntity, RoomTickEntity } from '../../../lambdas/data/entities';
import { newTickMessages, tickFrames, type TickEntry } from '../../../lambdas/domain/room-ticks';
import { listenerChange } from '../../../lambdas/streams/reactions/room-listeners';
import { createRoomTicksHandler } from '../../../lambdas/streams/room-ticks';
import { chatMessageFrame } from '../../../lambdas/push/frames';
import { ALICE, BOB, NOW, aConnection } from '../factories';

const CAROL = '3c9d8e7f-0000-4000-8000-00000000000c';
const SECOND = Math.floor(NOW.getTime() / 1000);

const message = (messageId: string, senderUuid: string, text = `text of ${messageId}`) =>
  ChatMessageEntity.parse(
    ChatMessageEntity.item({
      messageId,
      gameId: 7,
      senderUuid,
      userName: senderUuid === ALICE ? 'alice_plays' : 'bob_builds',
      profileImage: 'https://media.test/p.svg',
      messageText: text,
      createdAt: NOW.toISOString(),
    }),
  );
const entry = (
  messageId: string,
  senderUuid: string,
  clientMessageId: string | null = null,
): TickEntry & {
  message: ReturnType<typeof message>;
} => ({ message: message(messageId, senderUuid), clientMessageId });
const tickItem = (entries: ReturnType<typeof entry>[], second = SECOND, gameId = 7) =>
  RoomTickEntity.item({ gameId, second, sends: entries.length, messages: entries, expiresAt: second + 61 });

function record(before: Record<string, unknown> | undefined, after: Record<string, unknown>): DynamoDBRecord {
  return {
    eventID: `e-${Math.random()}`,
    eventName: before ? 'MODIFY' : 'INSERT',
    dynamodb: {
      ...(before ? { OldImage: marshall(before) as never } : {}),
      NewImage: marshall(after, { removeUndefinedValues: true }) as never,
    },
  };
}

describe("a room's listeners", () => {
  const connection = (overrides = {}) => ConnectionEntity.item(aConnection({ gameId: 7, ...overrides }));

  it('counts a game chat connection in on insert and out on removal, and nothing else', () => {
    expect(listenerChange({ eventName: 'INSERT', before: undefined, after: connection() })).toEqual({
      gameId: 7,
      delta: 1,
    });
    expect(listenerChange({ eventName: 'REMOVE', before: connection(), after: undefined })).toEqual({
      gameId: 7,
      delta: -1,
    });
    expect(
      listenerChange({
        eventName: 'INSERT',
        before: undefined,
        after: connection({ api: 'messages', gameId: null, toUserName: 'bob_builds' }),
      }),
    ).toBeUndefined();
    expect(
      listenerChange({ eventName: 'MODIFY', before: connection(), after: connection() }),
    ).toBeUndefined();
  });

  it('creates the room’s item on the first join and never counts below 0', () => {
    const join = roomListenersChange(7, 1);
    expect(join.key).toEqual({ pk: 'ROOM#7', sk: 'ROOM' });
    expect(join.expression).toMatch(/ADD #listeners :delta$/);
    expect(join.expression).toContain('if_not_exists');
    expect(join.condition).toBeUndefined();
    expect(roomListenersChange(7, -1)).toMatchObject({
      condition: '#listeners >= :one',
      values: { ':delta': -1 },
    });
  });
});

describe('the messages a batch of ticks brings', () => {
  it('takes each tick’s last image less what its first record’s old image held, per room, in id order', () => {
    const m1 = entry('1764358000000001', ALICE);
    const m2 = entry('1764358000000002', BOB);
    const m3 = entry('1764358000000003', ALICE);
    const other = entry('1764358000000004', BOB);
    const rooms = newTickMessages([
      // m1 was delivered by an earlier batch
      { gameId: 7, second: SECOND, before: [m1], after: [m1, m3] },
      { gameId: 7, second: SECOND, before: [m1, m3], after: [m1, m3, m2] },
      { gameId: 9, second: SECOND, before: [], after: [other] },
    ]);

    expect(rooms.get(7)!.map((e) => e.message.messageId)).toEqual(
      [m2, m3].map((e) => e.message.messageId).sort(),
    );
    expect(rooms.get(9)!.map((e) => e.message.messageId)).toEqual([other.message.messageId]);
  });

  it('spans ticks of two seconds in one batch', () => {
    const a = entry('1764358000000001', ALICE);
    const b = entry('1764358001000001', BOB);
    const rooms = newTickMessages([
      { gameId: 7, second: SECOND, before: [], after: [a] },
      { gameId: 7, second: SECOND + 1, before: [], after: [b] },
    ]);
    expect(rooms.get(7)!.map((e) => e.message.messageId)).toEqual([a.message.messageId, b.message.messageId]);
  });
});

describe('tick frames', () => {
  it('keeps every frame within the limit, in order, and loses no message', () => {
    const messages = Array.from({ length: 60 }, (_, index) => ({
      ...chatMessageFrame(message(String(1764358000000000 + index), ALICE, 'x'.repeat(1900))),
    }));
    const frames = tickFrames(messages, CHAT_LIMITS.frameBytes);

    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames)
      expect(Buffer.byteLength(JSON.stringify(frame))).toBeLessThanOrEqual(CHAT_LIMITS.frameBytes);
    expect(frames.flatMap((frame) => frame.messages)).toEqual(messages);
  });
});

describe('the room-ticks consumer', () => {
  const alice = aConnection({ connectionId: 'c-alice', gameId: 7 });
  const bob = aConnection({ connectionId: 'c-bob', uuid: BOB, userName: 'bob_builds', gameId: 7 });
  const carol = aConnection({ connectionId: 'c-carol', uuid: CAROL, userName: 'carol_c', gameId: 7 });
  const gone = aConnection({ connectionId: 'c-gone', uuid: BOB, userName: 'bob_builds', gameId: 7 });

  function harness() {
    const pushes: [string, { type: string; messages: Record<string, unknown>[] }][] = [];
    const data = {
      listGameConnections: jest.fn(async () => [alice, bob, carol, gone]),
      // carol blocked alice
      getBlockRelations: jest.fn(async (uuid: string) =>
        uuid === ALICE ? { blocked: [], blockedBy: [CAROL] } : { blocked: [], blockedBy: [] },
      ),
      deleteConnection: jest.fn(async () => undefined),
    };
    const push = jest.fn(async (_endpoint: unknown, connectionId: string, frame: unknown) => {
      if (connectionId === 'c-gone') return 'gone' as const;
      pushes.push([connectionId, frame as never]);
      return 'sent' as const;
    });
    const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    return { pushes, data, handler: createRoomTicksHandler({ data: data as never, push, log }) };
  }

  it("reads the room's connections once and pushes each listener one tick frame with what they may see", async () => {
    const { pushes, data, handler } = harness();
    const fromAlice = entry('1764358000000001', ALICE, 'pending-1');
    const fromBob = entry('1764358000000002', BOB, 'pending-2');
    const first = tickItem([fromAlice]);
    const event: DynamoDBStreamEvent = {
      Records: [record(undefined, first), record(first, tickItem([fromAlice, fromBob]))],
    };

    await expect(handler(event)).resolves.toEqual({ batchItemFailures: [] });

    expect(data.listGameConnections).toHaveBeenCalledTimes(1);
    expect(data.listGameConnections).toHaveBeenCalledWith(7);
    const got = Object.fromEntries(
      pushes.map(([id, frame]) => [id, frame.messages.map((m) => [m.messageId, m.clientMessageId ?? null])]),
    );
    expect(pushes.every(([, frame]) => frame.type === 'tick')).toBe(true);
    expect(got).toEqual({
      // the sender's own message carries their frame's id, so their pending copy is replaced
      'c-alice': [
        ['1764358000000001', 'pending-1'],
        ['1764358000000002', null],
      ],
      'c-bob': [
        ['1764358000000001', null],
        ['1764358000000002', 'pending-2'],
      ],
      // carol blocked alice: she gets bob's message only
      'c-carol': [['1764358000000002', null]],
    });
    expect(data.deleteConnection).toHaveBeenCalledWith('c-gone');
  });

  it('pushes nothing for records that bring no new message (a redelivered batch’s images, other items)', async () => {
    const { pushes, handler } = harness();
    const tick = tickItem([entry('1764358000000001', ALICE)]);
    await handler({ Records: [record(tick, tick)] });
    expect(pushes).toEqual([]);
  });

  it('fails the batch when a room cannot be read, so it is retried', async () => {
    const { data, handler } = harness();
    data.listGameConnections.mockRejectedValueOnce(new Error('throttled'));
    await expect(
      handler({ Records: [record(undefined, tickItem([entry('1764358000000001', ALICE)]))] }),
    ).rejects.toThrow('throttled');
  });
});
