/**
 * GET pjusermatches/percentmatch/spectators?uuid&username&limit&offset — who spectates the named user,
 * newest first, a page of `limit` (25) after `offset` (000 §7; S3, M9): ids from the spectators index,
 * then the people pipeline (never the caller, nobody deactivated or blocked either way with the
 * caller) with the caller's spectate flag. A page may hold fewer than `limit` when the pipeline drops
 * someone; the count (countSpectators) tells whether more pages exist. Who may read: spectate-lists.ts.
 */
import { listPeople } from '../../domain/people';
import type { OperationFor } from '../../http/service';
import { cardScores, presentPerson, readableUser } from './spectate-lists';

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
  const uuids = await deps.data.listSpectatorUuids(user.uuid, { offset: query.offset, limit: query.limit });
  const people = await listPeople(
    uuids,
    { viewer: caller.uuid, spectating: true, score: true },
    { ...deps.data, getMatchScores: cardScores(deps) },
  );
  return { matches: people.map((person) => presentPerson(person, deps.media)) };
};
