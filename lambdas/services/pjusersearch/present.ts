/**
 * How the search routes answer one person (000 §3 "Match item"): name, picture (the default picture
 * when they have none), whether the caller spectates them, and the score. Search answers the spec's
 * default score (DEFAULT_MATCH_SCORE): scoring each result needs the catalogue's genres of every game
 * on both cards, which a search page cannot read within its budget; the user card the result opens
 * shows the real match (getProfileMatch).
 */
import { DEFAULT_MATCH_SCORE } from '../../../lib/contract/constants';
import type { MatchItem } from '../../../lib/contract/responses';
import { DEFAULT_PROFILE_PICTURE_KEY } from '../../domain/media';

export function presentPerson(
  person: { userName: string; pic: string | null },
  spectated: boolean,
  media: { url(key: string): string },
): MatchItem {
  return {
    userName: person.userName,
    image: media.url(person.pic ?? DEFAULT_PROFILE_PICTURE_KEY),
    SpecUser: spectated ? 1 : 0,
    newMatchFlag: 0,
    combinedScore: DEFAULT_MATCH_SCORE,
  };
}

/** The people a viewer never sees in a search: those they blocked and those who blocked them. */
export const hiddenFrom = (relations: { blocked: readonly string[]; blockedBy: readonly string[] }) =>
  new Set([...relations.blocked, ...relations.blockedBy]);
