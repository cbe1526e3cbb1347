/**
 * Why a pair scores what it scores, and the one change to the viewer's own profile that would raise
 * the score the most (docs/matching.md). The suggestion is honest: each candidate change is applied to
 * the viewer's facts and the pair is scored again with the same scorer; the best is offered only when it
 * raises the whole-percent combinedScore. Candidates come from the other player's side only (their games,
 * checklist items, game style and platforms, and the details they answered for a shared game that the
 * viewer left unanswered), so there are at most about 5 × their games + 11 of them, each re-scored in
 * O(games). Nothing is ever suggested that would make the viewer's profile say less (turning an item
 * off, dropping a game), contradict an answer they gave (changing a given style or detail), or claim a
 * self-label (streamer, moderator).
 */
import { NEW_GAME_ENTRY_DEFAULTS } from '../../../lib/contract/codes';
import {
  MATCH_DETAIL_FIELDS,
  MATCH_FLAG_ITEMS,
  type MatchDetailField,
  type MatchExplanation,
  type MatchSuggestion,
} from '../../../lib/contract/responses';
import { answered, answeredStyle, preparePlayer, type GameFacts, type MatchFacts } from './facts';
import { emptyScore, ownScore, scorePair, type MatchScore } from './score';

/** A change to the viewer's profile, as the suggestion names it (without its resulting score). */
export type MatchChange = MatchSuggestion extends infer S
  ? S extends MatchSuggestion
    ? Omit<S, 'combinedScore'>
    : never
  : never;

/** A pair's score with what they share and the best change (none on one's own profile). */
export interface MatchReport {
  score: MatchScore;
  /** undefined on one's own profile */
  explanation: MatchExplanation | undefined;
  /** null when no change of the viewer's raises combinedScore */
  suggestion: MatchSuggestion | null;
}

/**
 * The checklist items a player can take up (get a microphone, join Discord, keep it family friendly,
 * play on PC or console). Streamer and moderator are self-labels (000 §1), never suggested: a score
 * should not tempt anyone to claim a role they do not have.
 */
const ADOPTABLE_ITEMS = MATCH_FLAG_ITEMS.filter((item) => item !== 'streamer' && item !== 'moderator');

const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The viewer's facts after one change. */
export function applyChange(viewer: MatchFacts, change: MatchChange, other: MatchFacts): MatchFacts {
  switch (change.change) {
    case 'addGame': {
      if (viewer.games.some((game) => game.gameId === change.gameId)) return viewer;
      const genre = other.games.find((game) => game.gameId === change.gameId)?.genre ?? '';
      return {
        ...viewer,
        games: [...viewer.games, { gameId: change.gameId, genre, ...NEW_GAME_ENTRY_DEFAULTS }],
      };
    }
    case 'turnOn':
      return { ...viewer, flags: { ...viewer.flags, [change.item]: 1 } };
    case 'setGameStyle':
      return { ...viewer, gameStyle: change.gameStyle };
    case 'addPlatform':
      return viewer.platforms.includes(change.platformId)
        ? viewer
        : { ...viewer, platforms: [...viewer.platforms, change.platformId] };
    case 'answerDetail':
      return {
        ...viewer,
        games: viewer.games.map((game) =>
          game.gameId === change.gameId ? { ...game, [change.field]: change.value } : game,
        ),
      };
  }
}

/** The changes worth trying: each takes something of the other player's that the viewer lacks. */
function candidateChanges(
  viewer: MatchFacts,
  other: MatchFacts,
  gameName: (gameId: number) => string,
): MatchChange[] {
  const mine = new Map(viewer.games.map((game) => [game.gameId, game]));
  const theirs = [...other.games].sort((a, b) => a.gameId - b.gameId);
  const changes: MatchChange[] = [];
  for (const game of theirs) {
    if (!mine.has(game.gameId))
      changes.push({ change: 'addGame', gameId: game.gameId, gameDescription: gameName(game.gameId) });
  }
  for (const item of ADOPTABLE_ITEMS) {
    if (other.flags[item] === 1 && viewer.flags[item] !== 1) changes.push({ change: 'turnOn', item });
  }
  const theirStyle = answeredStyle(other.gameStyle);
  if (theirStyle !== 0 && answeredStyle(viewer.gameStyle) === 0)
    changes.push({ change: 'setGameStyle', gameStyle: theirStyle });
  for (const platformId of [...other.platforms].sort((a, b) => a - b)) {
    if (!viewer.platforms.includes(platformId)) changes.push({ change: 'addPlatform', platformId });
  }
  for (const game of theirs) {
    const own = mine.get(game.gameId);
    if (!own) continue;
    for (const field of MATCH_DETAIL_FIELDS) {
      if (answered[field](game[field]) !== 0 && answered[field](own[field]) === 0) {
        changes.push({
          change: 'answerDetail',
          gameId: game.gameId,
          gameDescription: gameName(game.gameId),
          field,
          value: game[field],
        });
      }
    }
  }
  return changes;
}

/** What the pair has in common, part by part. */
export function explainShared(
  viewer: MatchFacts,
  other: MatchFacts,
  gameName: (gameId: number) => string,
): MatchExplanation {
  const theirs = new Map(other.games.map((game) => [game.gameId, game]));
  const pairs = [...new Map(viewer.games.map((game) => [game.gameId, game])).values()]
    .flatMap((own) => {
      const their = theirs.get(own.gameId);
      return their ? [{ own, their, gameDescription: gameName(own.gameId) }] : [];
    })
    .sort((a, b) => byName(a.gameDescription, b.gameDescription) || a.own.gameId - b.own.gameId);

  const genreCounts = (games: readonly GameFacts[]) => {
    const counts = new Map<string, number>();
    for (const game of games)
      if (game.genre !== '') counts.set(game.genre, (counts.get(game.genre) ?? 0) + 1);
    return counts;
  };
  const viewerGenres = genreCounts(viewer.games);
  const otherGenres = genreCounts(other.games);
  const sharedGenres = [...viewerGenres.keys()]
    .filter((genre) => otherGenres.has(genre))
    .map((genre) => ({ genre, both: Math.min(viewerGenres.get(genre)!, otherGenres.get(genre)!) }))
    .sort((a, b) => b.both - a.both || byName(a.genre, b.genre))
    .map(({ genre }) => genre);

  const style = answeredStyle(viewer.gameStyle);
  const sameDetails = pairs.flatMap(({ own, their, gameDescription }) => {
    const fields = MATCH_DETAIL_FIELDS.filter(
      (field: MatchDetailField) =>
        answered[field](own[field]) !== 0 && answered[field](own[field]) === answered[field](their[field]),
    );
    return fields.length > 0 ? [{ gameId: own.gameId, gameDescription, fields }] : [];
  });
  return {
    sharedGames: pairs.map(({ own, gameDescription }) => ({ gameId: own.gameId, gameDescription })),
    sharedGenres,
    sameGameStyle: style !== 0 && style === answeredStyle(other.gameStyle) ? style : null,
    sharedChecklist: MATCH_FLAG_ITEMS.filter((item) => viewer.flags[item] === 1 && other.flags[item] === 1),
    sharedPlatforms: [...new Set(viewer.platforms)]
      .filter((platformId) => other.platforms.includes(platformId))
      .sort((a, b) => a - b),
    sameDetails,
  };
}

/** The change that raises the pair's combinedScore the most, with the score it gives; null when none does. */
export function bestChange(
  viewer: MatchFacts,
  other: MatchFacts,
  gameName: (gameId: number) => string,
  current: MatchScore = scorePair(preparePlayer(viewer), preparePlayer(other)),
): MatchSuggestion | null {
  if (viewer.id === other.id) return null;
  const them = preparePlayer(other);
  const trial = emptyScore();
  let best: { change: MatchChange; exactScore: number; combinedScore: number } | undefined;
  for (const change of candidateChanges(viewer, other, gameName)) {
    scorePair(preparePlayer(applyChange(viewer, change, other)), them, trial);
    if (trial.exactScore > (best?.exactScore ?? current.exactScore)) {
      best = { change, exactScore: trial.exactScore, combinedScore: trial.combinedScore };
    }
  }
  if (!best || best.combinedScore <= current.combinedScore) return null;
  return { ...best.change, combinedScore: best.combinedScore } as MatchSuggestion;
}

/** The pair's score, what they share and the viewer's best change. */
export function explainMatch(
  viewer: MatchFacts,
  other: MatchFacts,
  gameName: (gameId: number) => string,
): MatchReport {
  if (viewer.id === other.id) return { score: ownScore(), explanation: undefined, suggestion: null };
  const score = scorePair(preparePlayer(viewer), preparePlayer(other));
  return {
    score,
    explanation: explainShared(viewer, other, gameName),
    suggestion: bestChange(viewer, other, gameName, score),
  };
}
