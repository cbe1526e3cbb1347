/**
 * Big rooms' ticks (docs/architecture.md "A room of 10,000 listeners"): which messages a batch of a
 * room's tick records brings, and the frames each listener gets for them. Pure: the consumer
 * (streams/room-ticks.ts) reads the records, the room's connections and the senders' blocks, and
 * pushes what this module builds.
 */
import type { ChatMessageFrame, ChatTickFrame } from '../../lib/contract/socket-frames';

/** One message of a tick, as the message's transaction appended it. */
export interface TickEntry {
  message: { messageId: string; senderUuid: string };
  clientMessageId: string | null;
}

/** One stream record of a room's tick item, in stream order. */
export interface TickRecord {
  gameId: number;
  second: number;
  /** the item's messages before this change (none for its first) */
  before: readonly TickEntry[];
  after: readonly TickEntry[];
}

/**
 * The messages a batch brings, per room, in id order: for each tick item, those its last record holds
 * and its first record's old image did not (earlier batches delivered those). Records of one item
 * arrive in order on one stream shard, so nothing is skipped and nothing is brought twice by one batch.
 */
export function newTickMessages(records: readonly TickRecord[]): Map<number, TickEntry[]> {
  const items = new Map<string, { gameId: number; delivered: Set<string>; latest: readonly TickEntry[] }>();
  for (const record of records) {
    const key = `${record.gameId}#${record.second}`;
    const item = items.get(key);
    if (item) item.latest = record.after;
    else {
      items.set(key, {
        gameId: record.gameId,
        delivered: new Set(record.before.map((entry) => entry.message.messageId)),
        latest: record.after,
      });
    }
  }
  const rooms = new Map<number, TickEntry[]>();
  for (const item of items.values()) {
    const fresh = item.latest.filter((entry) => !item.delivered.has(entry.message.messageId));
    if (fresh.length > 0) rooms.set(item.gameId, [...(rooms.get(item.gameId) ?? []), ...fresh]);
  }
  for (const entries of rooms.values()) {
    entries.sort((a, b) => (a.message.messageId < b.message.messageId ? -1 : 1));
  }
  return rooms;
}

/** A listener of the room. */
export interface TickListener {
  connectionId: string;
  uuid: string;
}

/** Listeners who get the same frames. */
export interface TickDelivery<L extends TickListener> {
  listeners: L[];
  frames: ChatTickFrame[];
}

/** Splits messages into tick frames of at most `maxBytes` of JSON each (one message always fits). */
export function tickFrames(messages: readonly ChatMessageFrame[], maxBytes: number): ChatTickFrame[] {
  const frames: ChatTickFrame[] = [];
  const envelope = byteLength(JSON.stringify({ type: 'tick', messages: [] }));
  let current: ChatMessageFrame[] = [];
  let size = envelope;
  for (const message of messages) {
    const bytes = byteLength(JSON.stringify(message)) + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      frames.push({ type: 'tick', messages: current });
      current = [];
      size = envelope;
    }
    current.push(message);
    size += bytes;
  }
  if (current.length > 0) frames.push({ type: 'tick', messages: current });
  return frames;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Who gets what: each listener gets the tick's messages but those of senders blocked either way with
 * them (`hiddenFrom(sender)` gives those people), and their own messages carry the `clientMessageId`
 * their frame sent. Listeners who see the same messages share one delivery, so a frame is built once
 * per distinct view, not once per listener.
 */
export function tickDeliveries<L extends TickListener>(
  listeners: readonly L[],
  entries: readonly TickEntry[],
  frameOf: (entry: TickEntry) => ChatMessageFrame,
  hiddenFrom: (senderUuid: string) => ReadonlySet<string>,
  maxBytes: number,
): TickDelivery<L>[] {
  const senders = new Set(entries.map((entry) => entry.message.senderUuid));
  const views = new Map<string, { listeners: L[]; uuid: string | null; hidden: Set<string> }>();
  for (const listener of listeners) {
    const hidden = new Set(
      [...senders].filter((sender) => sender !== listener.uuid && hiddenFrom(sender).has(listener.uuid)),
    );
    const own = senders.has(listener.uuid) ? listener.uuid : null;
    const key = `${own ?? ''}|${[...hidden].sort().join(',')}`;
    const view = views.get(key);
    if (view) view.listeners.push(listener);
    else views.set(key, { listeners: [listener], uuid: own, hidden });
  }
  const deliveries: TickDelivery<L>[] = [];
  for (const view of views.values()) {
    const messages = entries
      .filter((entry) => !view.hidden.has(entry.message.senderUuid))
      .map((entry) => {
        const frame = frameOf(entry);
        return entry.message.senderUuid === view.uuid && entry.clientMessageId !== null
          ? { ...frame, clientMessageId: entry.clientMessageId }
          : frame;
      });
    if (messages.length > 0)
      deliveries.push({ listeners: view.listeners, frames: tickFrames(messages, maxBytes) });
  }
  return deliveries;
}
