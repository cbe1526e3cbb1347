/**
 * GET pjusermatches/percentmatch/specall?uuid — everyone the caller spectates, for the Spectating side
 * panel (000 §7; S4, M9): online ones first (signed in within the last 15 minutes, domain/social.ts
 * `isOnline`; each item says so in `Online`), each group newest spectated first. At most
 * SPECTATING_ALL_MAX people (the newest edges), so its cost is bounded whatever the user does.
 */
import { listPeople } from '../../domain/people';
import { SPECTATING_ALL_MAX, isOnline } from '../../domain/social';
import type { OperationFor } from '../../http/service';
import { cardScores, presentPerson } from './spectate-lists';

export const listAllSpectating: OperationFor<
  'listAllSpectating',
  'listSpectatingUuids' | 'getProfiles' | 'getBlockRelations' | 'getSpectatedAmong' | 'getCards' | 'listGames'
> = async ({ caller, deps }) => {
  const uuids = await deps.data.listSpectatingUuids(caller.uuid, { offset: 0, limit: SPECTATING_ALL_MAX });
  // every edge here is the caller's own: each listed person is spectated (no flag read needed)
  const people = await listPeople(
    uuids,
    { viewer: caller.uuid, score: true },
    { ...deps.data, getMatchScores: (viewer, among) => cardScores(viewer, among, deps) },
  );
  const now = deps.clock.now();
  const items = people.map((person) => ({
    ...presentPerson({ ...person, spectating: true }, deps.media),
    Online: isOnline(person.profile, now) ? (1 as const) : (0 as const),
  }));
  return {
    matches: [...items.filter((item) => item.Online === 1), ...items.filter((item) => item.Online === 0)],
  };
};
