/**
 * What the five spectate operations of pjusermatches share (000 §7 "Matches"; S3–S5, M9): who may
 * read whose lists, and how a person of a list is presented.
 *
 * Who may read: any signed-in user may read another user's spectators, spectating and counts, as the
 * profile and user card show them; never across a block (either way: 404, as for an unknown user),
 * never a deactivated user's (404). A user who turned `showSpectating` off shows nobody else whom they
 * spectate (an empty list; their own view is unchanged); the counts stay visible.
 */
import type { Game, Profile } from '../../data';
import { scoresAgainst } from '../../domain/community';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import { DEFAULT_PROFILE_PICTURE_KEY } from '../../domain/media';
import type { ListedPerson } from '../../domain/people';
import { activeTarget, hideBlocked } from '../../domain/social';
import type { MatchItem } from '../../../lib/contract/responses';
import type { PlayerCard } from '../../model/matching';

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
 * The people pipeline's `getMatchScores` for the spectate lists (M9): the cards of the viewer and of the
 * page's people in one BatchGet (0.5 RCU each) and the catalogue (cached per container), scored on the
 * spot by the one scorer, as the community lists do.
 */
export function cardScores(
  deps: Pick<Deps<DataNeeds<'getCards' | 'listGames'>>, 'data' | 'clock'>,
): (viewerUuid: string, uuids: readonly string[]) => Promise<ReadonlyMap<string, number>> {
  return async (viewerUuid, uuids) => {
    const [cards, games]: [PlayerCard[], Game[]] = await Promise.all([
      deps.data.getCards([viewerUuid, ...uuids]),
      deps.data.listGames(deps.clock.now().getTime()),
    ]);
    return scoresAgainst(viewerUuid, cards, new Map(games.map((game) => [game.gameId, game])));
  };
}

/** A person as the spectate lists show them (000 §3 "Match item"), with the viewer's score. */
export function presentPerson(person: ListedPerson, media: Deps['media']): MatchItem {
  return {
    userName: person.profile.userName,
    image: media.url(person.profile.profilePicKey ?? DEFAULT_PROFILE_PICTURE_KEY),
    SpecUser: person.spectating ? 1 : 0,
    newMatchFlag: 0,
    combinedScore: person.score,
  };
}
