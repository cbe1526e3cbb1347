/**
 * GET pjusermatches/percentmatch/spectatingcount?uuid&username — how many of the people the named user
 * spectates the caller sees (000 §7; S5): their spectatingCount, kept by the stream handler (one
 * profile read), less the people hidden from the caller among them (the caller counts, as they are
 * listed) (one BatchGet of
 * the user's spectate keys), so the count and the list agree. Who may read: spectate-lists.ts.
 */
import { loadAudience } from '../../domain/people';
import type { OperationFor } from '../../http/service';
import { readableUser } from './spectate-lists';

export const countSpectating: OperationFor<
  'countSpectating',
  'getProfileByUserName' | 'isBlockedEitherWay' | 'getBlockRelations' | 'getSpectatedAmong'
> = async ({ caller, query, deps }) => {
  const [user, audience] = await Promise.all([
    readableUser(caller.uuid, query.username, deps),
    loadAudience(caller.uuid, deps.data),
  ]);
  const unseen = await deps.data.getSpectatedAmong(user.uuid, [...audience.hidden]);
  return { spectatingCount: Math.max(0, user.spectatingCount - unseen.length) };
};
