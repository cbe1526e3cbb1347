/**
 * The room-ticks consumer: the table stream's second reader, filtered to big rooms' tick items
 * (lib/aws/streams.ts RoomTickDelivery; docs/architecture.md "A room of 10,000 listeners"). A room's
 * ticks share one partition, so their records reach one stream shard, in order, and one invocation at
 * a time; the mapping's batching window (1 s) makes each batch about a second of the room. For each
 * room in the batch it reads the room's connections once and the blocks of the batch's senders, and
 * pushes each listener one frame with the new messages (more when they pass API Gateway's 32 KB);
 * connections found gone are forgotten, which the stream counts out of the room's listeners.
 *
 * Delivery is at least once: a batch that fails after some pushes is retried whole, and clients keep
 * one copy per messageId. A room whose listeners fall under the threshold stops writing ticks; the
 * messages of its last tick are still delivered here.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { CHAT_LIMITS } from '../../lib/contract/constants';
import type { DataNeeds } from '../data/access';
import { defaultDeps } from '../core/deps';
import { getBlockRelations } from '../data/blocks';
import { deleteConnection, listGameConnections } from '../data/connections';
import { ChatMessageEntity, RoomTickEntity, type Connection } from '../data/entities';
import { audienceOf } from '../domain/audience';
import { newTickMessages, tickDeliveries, type TickEntry, type TickRecord } from '../domain/room-ticks';
import { broadcast } from '../push/broadcast';
import type { PushDeps } from '../push/deps';
import { pushFrame } from '../push/connections';
import { chatMessageFrame } from '../push/frames';
import { tableChange, type Image } from './change';

type Deps = Pick<
  PushDeps<DataNeeds<'listGameConnections' | 'getBlockRelations' | 'deleteConnection'>>,
  'data' | 'push' | 'log'
>;

function entriesOf(image: Image | undefined): TickEntry[] {
  if (!image || !RoomTickEntity.is(image)) return [];
  return RoomTickEntity.parse(image).messages;
}

/** The batch's tick records, decoded (other records, which the mapping's filter keeps out, skipped). */
export function tickRecords(event: DynamoDBStreamEvent): TickRecord[] {
  const records: TickRecord[] = [];
  for (const record of event.Records) {
    const change = tableChange(record);
    if (change.eventName === 'REMOVE' || !RoomTickEntity.is(change.after)) continue;
    const tick = RoomTickEntity.parse(change.after as Image);
    records.push({
      gameId: tick.gameId,
      second: tick.second,
      before: entriesOf(change.before),
      after: tick.messages,
    });
  }
  return records;
}

/** Delivers one room's new messages; answers the pushes sent. */
async function deliverRoom(gameId: number, entries: TickEntry[], deps: Deps): Promise<number> {
  const senders = [...new Set(entries.map((entry) => entry.message.senderUuid))];
  const [connections, ...relations] = await Promise.all([
    deps.data.listGameConnections(gameId),
    ...senders.map((sender) => deps.data.getBlockRelations(sender)),
  ]);
  // the people layer's rule, from each sender's side: whom their message must not reach
  const hidden = new Map(
    senders.map((sender, index) => [sender, audienceOf(sender, relations[index]!).hidden]),
  );
  const deliveries = tickDeliveries<Connection>(
    connections,
    entries,
    (entry) => chatMessageFrame(ChatMessageEntity.parse(entry.message as Image)),
    (sender) => hidden.get(sender) ?? new Set(),
    CHAT_LIMITS.frameBytes,
  );
  let sent = 0;
  for (const delivery of deliveries) {
    for (const frame of delivery.frames) sent += await broadcast(delivery.listeners, frame, deps);
  }
  return sent;
}

export function createRoomTicksHandler(
  deps: Deps = {
    ...defaultDeps({ listGameConnections, getBlockRelations, deleteConnection }),
    push: pushFrame,
  },
): (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> {
  return async (event) => {
    const rooms = newTickMessages(tickRecords(event));
    const outcomes = await Promise.allSettled(
      [...rooms].map(([gameId, entries]) => deliverRoom(gameId, entries, deps)),
    );
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    // a failed room retries the whole batch (the rooms delivered get theirs again; clients keep one copy)
    if (failed) throw failed.reason;
    return { batchItemFailures: [] };
  };
}

export const handler = createRoomTicksHandler();
