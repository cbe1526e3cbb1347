/**
 * Ended sessions: a profile change that ends the user's sessions (`tokensValidAfter` grew: sign-out,
 * password change or reset; or `active` went from true to false: deactivation) closes every open
 * connection of theirs, to both WebSocket APIs (push/close.ts). Closing is idempotent, so a
 * retried record simply closes again (usually nothing is left). Doing it here rather than in the
 * account services keeps the management API client out of their bundles, and every writer of a
 * revocation gets the closing without asking for it. On AWS the event source's batching window
 * (1 s) bounds the delay.
 */
import type { DataNeeds } from '../../data/access';
import { ProfileEntity } from '../../data/entities';
import { closeUserConnections, type ClosingData } from '../../push/close';
import type { Image, TableChange } from '../change';
import type { Reaction } from './reaction';
import { deleteConnection, listAllUserConnections } from '../../data/connections';

/**
 * The user whose sessions a record ends, if any: a profile change where `tokensValidAfter` grew (from
 * none to a time, or to a later time) or `active` went from true to false.
 */
export function sessionsEndedFor({
  eventName,
  before,
  after,
}: Pick<TableChange, 'eventName' | 'before' | 'after'>): string | undefined {
  if (eventName !== 'MODIFY' || !ProfileEntity.is(before) || !ProfileEntity.is(after)) return undefined;
  const validAfter = (item: Image | undefined) =>
    typeof item?.tokensValidAfter === 'number' ? item.tokensValidAfter : undefined;
  const previous = validAfter(before);
  const next = validAfter(after);
  const revoked = next !== undefined && (previous === undefined || next > previous);
  const deactivated = before?.active === true && after?.active === false;
  if (!revoked && !deactivated) return undefined;
  return typeof after?.uuid === 'string' ? after.uuid : undefined;
}

export const endedSessions: Reaction<DataNeeds<ClosingData>> = {
  name: 'ended-sessions',
  data: { listAllUserConnections, deleteConnection },
  async react(change, deps) {
    const ended = sessionsEndedFor(change);
    if (!ended) return;
    const closed = await closeUserConnections(ended, deps);
    if (closed > 0)
      deps.log.info('closed the connections of ended sessions', { eventID: change.eventID, closed });
  },
};
