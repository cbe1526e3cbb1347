/**
 * GET pjusermatches/percentmatch/spectatorscount?username&uuid — the named user's spectatorsCount,
 * kept by the stream handler (000 §7; S5: one profile read). Who may read: spectate-lists.ts.
 */
import type { OperationFor } from '../../http/service';
import { readableUser } from './spectate-lists';

export const countSpectators: OperationFor<
  'countSpectators',
  'getProfileByUserName' | 'isBlockedEitherWay'
> = async ({ caller, query, deps }) => {
  const user = await readableUser(caller.uuid, query.username, deps);
  return { spectatorsCount: Math.max(0, user.spectatorsCount) };
};
