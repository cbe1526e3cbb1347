/**
 * Counters in step with the items they count:
 * - userGame: a player counts toward `game.gameCount` while their user-game item is in the game's
 *   community index (carries gsi3pk): insert +1, removal −1, deactivation (keys stripped) −1,
 *   reactivation +1.
 * - chatMessage: insert → `game.messageCount` +1.
 * Each change is applied at most once per record (data/stream-events.ts), so a redelivered record
 * is skipped.
 */
import type { DataNeeds } from '../../data/access';
import { ChatMessageEntity, GameEntity, UserGameEntity } from '../../data/entities';
import type { TableChange } from '../change';
import type { Reaction } from './reaction';
import { addToCounterOnce } from '../../data/stream-events';

/** The counter change a record implies, if any. */
export function counterChange({
  eventName,
  before,
  after,
}: Pick<TableChange, 'eventName' | 'before' | 'after'>):
  { gameId: number; attribute: 'gameCount' | 'messageCount'; delta: number } | undefined {
  const current = after ?? before;
  if (UserGameEntity.is(current)) {
    const listed = (item: TableChange['after']) =>
      item !== undefined && typeof item[UserGameEntity.gsi3.pkAttribute] === 'string';
    const delta = (listed(after) ? 1 : 0) - (listed(before) ? 1 : 0);
    return delta === 0 ? undefined : { gameId: Number(current?.gameId), attribute: 'gameCount', delta };
  }
  if (eventName === 'INSERT' && ChatMessageEntity.is(after)) {
    return { gameId: Number(after?.gameId), attribute: 'messageCount', delta: 1 };
  }
  return undefined;
}

export const counters: Reaction<DataNeeds<'addToCounterOnce'>> = {
  name: 'counters',
  data: { addToCounterOnce },
  async react(change, deps) {
    const counted = counterChange(change);
    if (!counted) return;
    if (!change.eventID) throw new Error('stream record without eventID');
    if (!Number.isInteger(counted.gameId) || counted.gameId <= 0) {
      deps.log.warn('stream record without a game id', { eventID: change.eventID });
      return;
    }
    const outcome = await deps.data.addToCounterOnce(
      change.eventID,
      GameEntity.key({ gameId: counted.gameId }),
      counted.attribute,
      counted.delta,
      deps.clock.now(),
    );
    if (outcome !== 'applied')
      deps.log.info('counter change skipped', { eventID: change.eventID, outcome, ...counted });
  },
};
