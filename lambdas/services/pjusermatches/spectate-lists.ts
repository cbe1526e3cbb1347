/**
 * What the five spectate operations of pjusermatches share (000 §7 "Matches"; S3–S5, M9): who may
 * read whose lists, and how a person of a list is presented.
 *
 * Who may read: any signed-in user may read another user's spectators, spectating and counts, as the
 * profile and user card show them; never across a block (either way: 404, as for an unknown user),
 * never a deactivated user's (404). A user who turned `showSpectating` off shows nobody else whom they
 * spectate (an empty list; their own view is unchanged); the counts stay visible.
 */
import type { Profile } from '../../data';
import type { DataNeeds, Deps } from '../../core/deps';
import { DEFAULT_PROFILE_PICTURE_KEY } from '../../domain/media';
import type { ListedPerson } from '../../domain/people';
import { activeTarget, hideBlocked } from '../../domain/social';
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
 * A person as the spectate lists show them (000 §3 "Match item"). `score` comes from the people
 * pipeline: DEFAULT_MATCH_SCORE until the matching issue's precomputed match items exist; that issue
 * passes `score: true` and `getMatchScores` to `listPeople` here (M9), and nothing else changes.
 */
export function presentPerson(person: ListedPerson, media: Deps['media']): MatchItem {
  return {
    userName: person.profile.userName,
    image: media.url(person.profile.profilePicKey ?? DEFAULT_PROFILE_PICTURE_KEY),
    SpecUser: person.spectating ? 1 : 0,
    newMatchFlag: 0,
    combinedScore: person.score,
  };
}
