/**
 * GET pjusermatches/percentmatch/spectators?uuid&username&limit&offset — who spectates the named user,
 * newest first, a full page of `limit` (25) after `offset` people the caller sees (000 §7; S3, M9):
 * ids from the spectators index through the people layer (spectate-lists.ts `spectatePage`: never the
 * caller, nobody deactivated or blocked either way with the caller) with the caller's score and spectate
 * flag. Who may read: spectate-lists.ts.
 */
import type { OperationFor } from '../../http/service';
import { readableUser, spectatePage } from './spectate-lists';

export const listSpectators: OperationFor<
  'listSpectators',
  | 'getProfileByUserName'
  | 'isBlockedEitherWay'
  | 'listSpectatorUuids'
  | 'getProfiles'
  | 'getBlockRelations'
  | 'getSpectatedAmong'
  | 'getCards'
  | 'listGames'
> = async ({ caller, query, deps }) => {
  const user = await readableUser(caller.uuid, query.username, deps);
  const read = (n: number) => deps.data.listSpectatorUuids(user.uuid, { offset: 0, limit: n });
  return { matches: await spectatePage(caller.uuid, query, read, deps) };
};
