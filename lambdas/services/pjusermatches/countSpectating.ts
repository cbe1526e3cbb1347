/**
 * GET pjusermatches/percentmatch/spectatingcount?uuid&username — the named user's spectatingCount,
 * kept by the stream handler (000 §7; S5: one profile read). Who may read: spectate-lists.ts.
 */
import type { OperationFor } from '../../http/service';
import { readableUser } from './spectate-lists';

export const countSpectating: OperationFor<
  'countSpectating',
  'getProfileByUserName' | 'isBlockedEitherWay'
> = async ({ caller, query, deps }) => {
  const user = await readableUser(caller.uuid, query.username, deps);
  return { spectatingCount: Math.max(0, user.spectatingCount) };
};
