/**
 * The match score of a pair of players (000 §1, §3 "Profile match parts", §9; docs/matching.md).
 *
 * Four parts, each a share from 0 to 1 shown as a whole percentage:
 * - game: the games both play, over the geometric mean of their game counts (shared / √(a·b));
 * - genre: the cosine of the two players' genre profiles (how many of their games fall in each genre);
 * - checklist: of the checklist they can be compared on (game style when both gave one; each on/off item
 *   and each platform that at least one of them has on), the share on which they agree;
 * - details: over their shared games, the mean similarity of the details both answered (platform equal
 *   or not; skill, frequency and rating by distance on their scale). "No answer" is never agreement.
 * combinedScore = 25 + 75 × (0.4 game + 0.2 genre + 0.2 checklist + 0.2 details): a pair with nothing in
 * common gets the default 25 of 000 §9 and only something shared raises it; one's own profile is 100.
 *
 * Every formula is symmetric, so score(a, b) = score(b, a). `scorePair` walks the sorted arrays of the
 * prepared players once (O(games + genres)) and writes into a score object the caller may reuse, so the
 * matching engine scores millions of pairs without allocating.
 */
import { DEFAULT_MATCH_SCORE, OWN_PROFILE_MATCH_SCORE } from '../../../lib/contract/constants';
import type { MatchPlayer } from './facts';

/** How much each part weighs in combinedScore (they sum to 1). */
export const MATCH_WEIGHTS = { game: 0.4, genre: 0.2, checklist: 0.2, details: 0.2 } as const;

/**
 * How far apart two answers of a detail may be on its scale (platform: equal or not; skill 1..3;
 * frequency 2..5; rating 2..6), in the order of the prepared details.
 */
const DETAIL_SPANS = [0, 2, 3, 4] as const;

/** The scale combinedScore runs on: from the default (nothing in common) to one's own profile. */
const FLOOR = DEFAULT_MATCH_SCORE;
const RANGE = OWN_PROFILE_MATCH_SCORE - DEFAULT_MATCH_SCORE;
const {
  game: GAME_WEIGHT,
  genre: GENRE_WEIGHT,
  checklist: CHECKLIST_WEIGHT,
  details: DETAILS_WEIGHT,
} = MATCH_WEIGHTS;

/** The score parts and combinedScore (whole percentages), as the profile match answers them. */
export interface MatchScore {
  gameMatchPercentage: number;
  genreMatchPercentage: number;
  checklistMatchPercentage: number;
  detailsMatchPercentage: number;
  combinedScore: number;
  /** combinedScore before rounding (to rank changes finer than a whole percent) */
  exactScore: number;
}

export function emptyScore(): MatchScore {
  return {
    gameMatchPercentage: 0,
    genreMatchPercentage: 0,
    checklistMatchPercentage: 0,
    detailsMatchPercentage: 0,
    combinedScore: DEFAULT_MATCH_SCORE,
    exactScore: DEFAULT_MATCH_SCORE,
  };
}

/** One's own profile: 100 for every part (000 §9). */
export function ownScore(out: MatchScore = emptyScore()): MatchScore {
  out.gameMatchPercentage = OWN_PROFILE_MATCH_SCORE;
  out.genreMatchPercentage = OWN_PROFILE_MATCH_SCORE;
  out.checklistMatchPercentage = OWN_PROFILE_MATCH_SCORE;
  out.detailsMatchPercentage = OWN_PROFILE_MATCH_SCORE;
  out.combinedScore = OWN_PROFILE_MATCH_SCORE;
  out.exactScore = OWN_PROFILE_MATCH_SCORE;
  return out;
}

/** The number of bits set in a checklist mask. */
function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

const percent = (share: number): number => Math.round(100 * Math.min(1, Math.max(0, share)));

/** The score of a pair, written into `out` (a fresh object when not given). */
export function scorePair(a: MatchPlayer, b: MatchPlayer, out: MatchScore = emptyScore()): MatchScore {
  if (a.id === b.id) return ownScore(out);

  // Games and their details: one merge walk of the two sorted id lists.
  const gamesA = a.gameIds;
  const gamesB = b.gameIds;
  let i = 0;
  let j = 0;
  let shared = 0;
  let detailSum = 0;
  let detailCount = 0;
  while (i < gamesA.length && j < gamesB.length) {
    const x = gamesA[i]!;
    const y = gamesB[j]!;
    if (x < y) i++;
    else if (x > y) j++;
    else {
      shared++;
      for (let field = 0; field < 4; field++) {
        const p = a.details[i * 4 + field]!;
        const q = b.details[j * 4 + field]!;
        if (p === 0 || q === 0) continue;
        const span = DETAIL_SPANS[field]!;
        detailSum += span === 0 ? (p === q ? 1 : 0) : 1 - Math.abs(p - q) / span;
        detailCount++;
      }
      i++;
      j++;
    }
  }
  const game = shared === 0 ? 0 : shared / Math.sqrt(gamesA.length * gamesB.length);
  const details = detailCount === 0 ? 0 : detailSum / detailCount;

  // Genres: the dot product of the genre-count vectors, by a merge walk of the sorted genre ids.
  let dot = 0;
  i = 0;
  j = 0;
  while (i < a.genreIds.length && j < b.genreIds.length) {
    const x = a.genreIds[i]!;
    const y = b.genreIds[j]!;
    if (x < y) i++;
    else if (x > y) j++;
    else dot += a.genreCounts[i++]! * b.genreCounts[j++]!;
  }
  const genre = dot === 0 ? 0 : dot / (a.genreNorm * b.genreNorm);

  // Checklist: items on for at least one are compared, on for both agree; game style when both gave one.
  const styled = a.style !== 0 && b.style !== 0;
  const compared = bitCount(a.checklist | b.checklist) + (styled ? 1 : 0);
  const agreed = bitCount(a.checklist & b.checklist) + (styled && a.style === b.style ? 1 : 0);
  const checklist = compared === 0 ? 0 : agreed / compared;

  out.gameMatchPercentage = percent(game);
  out.genreMatchPercentage = percent(genre);
  out.checklistMatchPercentage = percent(checklist);
  out.detailsMatchPercentage = percent(details);
  const weighted = Math.min(
    1,
    GAME_WEIGHT * game + GENRE_WEIGHT * genre + CHECKLIST_WEIGHT * checklist + DETAILS_WEIGHT * details,
  );
  out.exactScore = FLOOR + RANGE * weighted;
  out.combinedScore = Math.round(out.exactScore);
  return out;
}
