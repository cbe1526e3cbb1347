/**
 * GET pjusermatches/percentmatch/specprofile?uuid&username&limit&offset — whom the named user
 * spectates, newest first, a full page of `limit` (25) after `offset` people the caller sees (000 §7;
 * S4, M9), through the people layer (spectate-lists.ts `spectatePage`) with the caller's score and
 * spectate flag. Empty for another user who turned `showSpectating` off. Who may read: spectate-lists.ts.
 */
import type { OperationFor } from '../../http/service';
import { readableUser, spectatePage } from './spectate-lists';

export const listSpectating: OperationFor<
  'listSpectating',
  | 'getProfileByUserName'
  | 'isBlockedEitherWay'
  | 'listSpectatingUuids'
  | 'getProfiles'
  | 'getBlockRelations'
  | 'getSpectatedAmong'
  | 'getCards'
  | 'listGames'
> = async ({ caller, query, deps }) => {
  const user = await readableUser(caller.uuid, query.username, deps);
  if (user.uuid !== caller.uuid && user.showSpectating === 0) return { matches: [] };
  const read = (n: number) => deps.data.listSpectatingUuids(user.uuid, { offset: 0, limit: n });
  return { matches: await spectatePage(caller.uuid, query, read, deps) };
};
