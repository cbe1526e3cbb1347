/**
 * GET pjusermatches/percentmatch/specprofile?uuid&username&limit&offset — whom the named user
 * spectates, newest first, a page of `limit` (25) after `offset` (000 §7; S4, M9), through the people
 * pipeline with the caller's spectate flag. Empty for another user who turned `showSpectating` off.
 * Who may read: spectate-lists.ts.
 */
import { listPeople } from '../../domain/people';
import type { OperationFor } from '../../http/service';
import { cardScores, presentPerson, readableUser } from './spectate-lists';

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
  const uuids = await deps.data.listSpectatingUuids(user.uuid, { offset: query.offset, limit: query.limit });
  const people = await listPeople(
    uuids,
    { viewer: caller.uuid, spectating: true, score: true },
    { ...deps.data, getMatchScores: cardScores(deps) },
  );
  return { matches: people.map((person) => presentPerson(person, deps.media)) };
};
