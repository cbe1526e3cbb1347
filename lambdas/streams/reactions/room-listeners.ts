/**
 * A game chat room's listeners (docs/data-model.md W7): a game chat connection's insert counts it in
 * its room (+1), its removal ($disconnect, a push that found it gone, or its 2-hour expiry) counts it
 * out (−1). Each change is applied once per record (applyOnce), so a redelivered record counts once;
 * the count never goes below 0. The send path reads it to tell a big room from a small one.
 */
import type { DataNeeds } from '../../data/access';
import { ConnectionEntity } from '../../data/entities';
import { effectMarkerId, applyOnce } from '../../data/stream-events';
import type { TableChange } from '../change';
import type { Reaction } from './reaction';
import { roomListenersChange } from '../../data/connections';

/** The room a record joins (+1) or leaves (−1), if it is a game chat connection's insert or removal. */
export function listenerChange({
  eventName,
  before,
  after,
}: Pick<TableChange, 'eventName' | 'before' | 'after'>): { gameId: number; delta: 1 | -1 } | undefined {
  const image = eventName === 'INSERT' ? after : eventName === 'REMOVE' ? before : undefined;
  if (!image || !ConnectionEntity.is(image)) return undefined;
  const gameId = Number(image.gameId);
  if (image.api !== 'gamechat' || !Number.isInteger(gameId) || gameId <= 0) return undefined;
  return { gameId, delta: eventName === 'INSERT' ? 1 : -1 };
}

export const roomListeners: Reaction<DataNeeds<'applyOnce' | 'roomListenersChange'>> = {
  name: 'roomListeners',
  data: { applyOnce, roomListenersChange },
  async react(change, deps) {
    const joined = listenerChange(change);
    if (!joined) return;
    if (!change.eventID) throw new Error('stream record without eventID');
    await deps.data.applyOnce(
      effectMarkerId(change.eventID, 'roomListeners'),
      [deps.data.roomListenersChange(joined.gameId, joined.delta)],
      deps.clock.now(),
    );
  },
};
