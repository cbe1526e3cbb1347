/**
 * GET pjusermatches/percentmatch/spectatorscount?username&uuid — how many of the named user's
 * spectators the caller sees (000 §7; S5): their spectatorsCount, kept by the stream handler (one
 * profile read), less the people hidden from the caller among them (the caller counts, as they are
 * listed) (one BatchGet of
 * their spectate keys), so the count and the list agree. Who may read: spectate-lists.ts.
 */
import { loadAudience } from '../../domain/people';
import type { OperationFor } from '../../http/service';
import { readableUser } from './spectate-lists';

export const countSpectators: OperationFor<
  'countSpectators',
  'getProfileByUserName' | 'isBlockedEitherWay' | 'getBlockRelations' | 'countSpectatorsAmong'
> = async ({ caller, query, deps }) => {
  const [user, audience] = await Promise.all([
    readableUser(caller.uuid, query.username, deps),
    loadAudience(caller.uuid, deps.data),
  ]);
  const unseen = await deps.data.countSpectatorsAmong(user.uuid, [...audience.hidden]);
  return { spectatorsCount: Math.max(0, user.spectatorsCount - unseen) };
};
