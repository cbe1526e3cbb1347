/**
 * The match score (docs/matching.md): one scorer for the profile match computed on the spot and for
 * the matching engine's precomputed lists. Pure: no AWS, no clock, no I/O.
 */
export { matchFactsOf, preparePlayer, type GameFacts, type MatchFacts, type MatchPlayer } from './facts';
export { MATCH_WEIGHTS, emptyScore, ownScore, scorePair, type MatchScore } from './score';
export {
  applyChange,
  bestChange,
  explainMatch,
  explainShared,
  type MatchChange,
  type MatchReport,
} from './explain';
