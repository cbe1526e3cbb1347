/**
 * What the five spectate operations of pjusermatches share (000 §7 "Matches"; S3–S5, M9): who may
 * read whose lists, and one page of people through the people layer (domain/people.ts).
 *
 * Who may read: any signed-in user may read another user's spectators, spectating and counts, as the
 * profile and user card show them; never across a block (either way: 404, as for an unknown user),
 * never a deactivated user's (404). A user who turned `showSpectating` off shows nobody else whom they
 * spectate (an empty list; their own view is unchanged); the counts stay visible.
 *
 * A page: the skeleton is the edges of the spectate index, newest first; the rules need the profiles
 * (a closed account's edges stay), so `offset` counts the people the caller sees and the read covers
 * offset + limit + (hidden + 1) edges and their profiles, reading on while closed accounts were dropped
 * (`fullPage`, at most REFILL_MAX more). Only the page's people are then scored (their cards and the
 * caller's, by the one scorer) and flagged (the caller's spectate keys).
 * The caller is listed where they are part of the list (another user's spectators or spectating, as
 * "you"; people.ts `self: 'keep'`), so spectating a user moves the count the caller sees.
 * Counts agree with the lists: the stored counter less the people hidden from the caller who are among
 * the edges (one BatchGet of their keys, 0.5 RCU each).
 */
import { DEFAULT_MATCH_SCORE } from '../../../lib/contract/constants';
import type { Profile } from '../../data';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import { fullPage, listPeople, loadAudience, viewerOf, type ListedPerson } from '../../domain/people';
import { activeTarget, hideBlocked } from '../../domain/social';
import { matchItem } from '../../domain/views';
import type { MatchItem } from '../../../lib/contract/responses';

/** The user whose lists the caller reads: active, and not blocked either way (404 otherwise). */
export async function readableUser(
  callerUuid: string,
  userName: string,
  deps: Deps<DataNeeds<'getProfileByUserName' | 'isBlockedEitherWay'>>,
): Promise<Profile> {
  const user = activeTarget(await deps.data.getProfileByUserName(userName));
  if (user.uuid !== callerUuid) hideBlocked(await deps.data.isBlockedEitherWay(callerUuid, user.uuid));
  return user;
}

/**
 * The viewer's score with each of `uuids`: their cards and the viewer's in one BatchGet (0.5 RCU each)
 * and the catalogue (cached per container), by the people layer's scorer (`Viewer.scoreOf`).
 */
export async function cardScores(
  viewerUuid: string,
  uuids: readonly string[],
  deps: Pick<Deps<DataNeeds<'getCards' | 'listGames'>>, 'data' | 'clock'>,
): Promise<ReadonlyMap<string, number>> {
  if (uuids.length === 0) return new Map();
  const [cards, games] = await Promise.all([
    deps.data.getCards([viewerUuid, ...uuids]),
    deps.data.listGames(deps.clock.now().getTime()),
  ]);
  const card = cards.find((candidate) => candidate.uuid === viewerUuid);
  const viewer = viewerOf(
    viewerUuid,
    { relations: { blocked: [], blockedBy: [] }, card, spectated: new Set() },
    games,
  );
  const byUuid = new Map(cards.map((candidate) => [candidate.uuid, candidate]));
  // the caller listed as "you" has no match with themself: the default score, as a pair without one
  return new Map(
    uuids.map((uuid) => [uuid, uuid === viewerUuid ? DEFAULT_MATCH_SCORE : viewer.scoreOf(byUuid.get(uuid))]),
  );
}

/** A person of the spectate lists as a Match item, with the viewer's score and flag. */
export function presentPerson(person: ListedPerson, media: Deps['media']): MatchItem {
  const { userName, profilePicKey: pic } = person.profile;
  return matchItem({ userName, pic, score: person.score, spectated: person.spectating }, media);
}

type PageNeeds = 'getProfiles' | 'getBlockRelations' | 'getSpectatedAmong' | 'getCards' | 'listGames';

/** One full page of a spectate list (`read(n)`: its first n uuids, newest first) as the caller sees it. */
export async function spectatePage(
  callerUuid: string,
  page: { offset: number; limit: number },
  read: (n: number) => Promise<string[]>,
  deps: Deps<DataNeeds<PageNeeds>>,
): Promise<MatchItem[]> {
  const audience = await loadAudience(callerUuid, deps.data);
  const { people } = await fullPage(page, audience.hidden.size + 1, read, (uuids) =>
    listPeople(uuids, { viewer: callerUuid, audience, self: 'keep' }, deps.data),
  );
  const uuids = people.map((person) => person.profile.uuid);
  const [scores, spectated] = await Promise.all([
    cardScores(callerUuid, uuids, deps),
    uuids.length > 0 ? deps.data.getSpectatedAmong(callerUuid, uuids) : [],
  ]);
  const spectating = new Set(spectated);
  return people.map((person) =>
    presentPerson(
      { ...person, score: scores.get(person.profile.uuid)!, spectating: spectating.has(person.profile.uuid) },
      deps.media,
    ),
  );
}
