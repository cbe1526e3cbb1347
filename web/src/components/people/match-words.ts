/**
 * The match ring's explanation in words (beyond the spec; the contract's `explanation` and
 * `suggestion` of getProfileMatch): the four parts of the score, each with what the two players
 * share, a one-line summary ("3 shared games · both competitive · both on PC") and the one change
 * to the viewer's own profile that would raise the score most. Lists of names are joined with
 * `Intl.ListFormat` in the interface language, counts use i18next plurals.
 */
import type { TFunction } from 'i18next';
import type { MatchExplanation, MatchSuggestion } from '../../../../lib/contract/responses';
import type { ProfileMatch } from '../../state/server/profile-match';
import {
  frequencyLabelKey,
  gameRatingLabelKey,
  platformLabelKey,
  skillLevelLabelKey,
} from '../../locale/code-labels';

export const MATCH_PARTS = ['games', 'genres', 'checklist', 'details'] as const;
export type MatchPart = (typeof MATCH_PARTS)[number];

export interface MatchPartWords {
  part: MatchPart;
  percent: number;
  /** what the two share in this part, in a phrase */
  words: string;
  /** the names behind the phrase (games, genres, per-game details), or null */
  detail: string | null;
}

export interface MatchWords {
  /** up to three highlights joined by " · " */
  summary: string;
  parts: MatchPartWords[];
  /** the best change to your own profile, or null when none raises the score */
  suggestion: { change: string; score: string } | null;
}

/** At most this many names are listed after a count; the rest is "…". */
const NAMES_SHOWN = 4;

function joinNames(names: readonly string[], language: string): string {
  const shown = names.slice(0, NAMES_SHOWN);
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(shown);
  return names.length > NAMES_SHOWN ? `${list}…` : list;
}

const DETAIL_LABEL = {
  platform: platformLabelKey,
  skillLevel: skillLevelLabelKey,
  frequency: frequencyLabelKey,
  rating: gameRatingLabelKey,
} as const;

const styleKey = (style: 1 | 2) => (style === 1 ? 'relaxed' : 'competitive');

/** The checklist part's phrases: same game style, shared platforms, then the shared on/off items. */
function checklistPhrases(t: TFunction, explanation: MatchExplanation, language: string): string[] {
  const phrases: string[] = [];
  if (explanation.sameGameStyle !== null) {
    phrases.push(t(`people.matchRing.bothStyle.${styleKey(explanation.sameGameStyle)}`));
  }
  if (explanation.sharedPlatforms.length > 0) {
    const platforms = explanation.sharedPlatforms.map((id) => t(platformLabelKey(id)));
    phrases.push(t('people.matchRing.bothOn', { platforms: joinNames(platforms, language) }));
  }
  for (const item of explanation.sharedChecklist) phrases.push(t(`people.matchRing.bothFlag.${item}`));
  return phrases;
}

function suggestionWords(t: TFunction, suggestion: MatchSuggestion): string {
  switch (suggestion.change) {
    case 'addGame':
      return t('people.matchRing.suggestion.addGame', { game: suggestion.gameDescription });
    case 'turnOn':
      return t('people.matchRing.suggestion.turnOn', {
        item: t(`people.matchRing.checklistItem.${suggestion.item}`),
      });
    case 'setGameStyle':
      return t('people.matchRing.suggestion.setGameStyle', {
        style: t(`people.matchRing.style.${styleKey(suggestion.gameStyle)}`),
      });
    case 'addPlatform':
      return t('people.matchRing.suggestion.addPlatform', {
        platform: t(platformLabelKey(suggestion.platformId)),
      });
    case 'answerDetail':
      return t('people.matchRing.suggestion.answerDetail', {
        field: t(`people.matchRing.detailField.${suggestion.field}`),
        game: suggestion.gameDescription,
        value: t(DETAIL_LABEL[suggestion.field](suggestion.value)),
      });
  }
}

/** The ring's explanation of `match` in the interface language. */
export function describeMatch(t: TFunction, match: ProfileMatch, language: string): MatchWords {
  const explanation: MatchExplanation = match.explanation ?? {
    sharedGames: [],
    sharedGenres: [],
    sameGameStyle: null,
    sharedChecklist: [],
    sharedPlatforms: [],
    sameDetails: [],
  };
  const games = explanation.sharedGames.map((game) => game.gameDescription);
  const gamesWords =
    games.length > 0
      ? t('people.matchRing.sharedGames', { count: games.length })
      : t('people.matchRing.noSharedGames');
  const genresWords =
    explanation.sharedGenres.length > 0
      ? t('people.matchRing.sharedGenres', {
          count: explanation.sharedGenres.length,
          genres: joinNames(explanation.sharedGenres, language),
        })
      : t('people.matchRing.noSharedGenres');
  const checklist = checklistPhrases(t, explanation, language);
  const details = explanation.sameDetails.filter((game) => game.fields.length > 0);
  const detailsWords =
    details.length > 0
      ? t('people.matchRing.sameDetails', { count: details.length })
      : t('people.matchRing.noDetails');
  const detailsNames = details.map(
    (game) =>
      `${game.gameDescription}: ${joinNames(
        game.fields.map((field) => t(`people.matchRing.detailField.${field}`)),
        language,
      )}`,
  );

  const highlights = [...(games.length > 0 ? [gamesWords] : []), ...checklist];
  if (highlights.length === 0 && explanation.sharedGenres.length > 0) highlights.push(genresWords);
  if (highlights.length === 0 && details.length > 0) highlights.push(detailsWords);
  if (highlights.length === 0) highlights.push(gamesWords);

  const suggestion = match.suggestion
    ? {
        change: suggestionWords(t, match.suggestion),
        score: t('people.matchRing.suggestionScore', {
          from: Math.round(match.combinedScore),
          to: Math.round(match.suggestion.combinedScore),
        }),
      }
    : null;

  return {
    summary: highlights.slice(0, 3).join(' · '),
    parts: [
      {
        part: 'games',
        percent: match.gameMatchPercentage,
        words: gamesWords,
        detail: games.length > 0 ? joinNames(games, language) : null,
      },
      { part: 'genres', percent: match.genreMatchPercentage, words: genresWords, detail: null },
      {
        part: 'checklist',
        percent: match.checklistMatchPercentage,
        words: checklist.length > 0 ? checklist.join(' · ') : t('people.matchRing.noChecklist'),
        detail: null,
      },
      {
        part: 'details',
        percent: match.detailsMatchPercentage,
        words: detailsWords,
        detail: detailsNames.length > 0 ? detailsNames.join(' · ') : null,
      },
    ],
    suggestion,
  };
}
