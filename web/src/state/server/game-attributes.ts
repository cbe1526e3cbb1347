/**
 * A user's per-game details (000 §3 "User game entry"; §7 pjgameattributes): frequency, platform,
 * skill level and rating per game, in the code tables' numbers (read with the user's games, user-games.ts);
 * saved for several games at once with saveGameAttributes
 * {uuid, gameSelections[{gameId, frequency, platform, skillLevel, rating}]}.
 */
import { NEW_GAME_ENTRY_DEFAULTS } from '../../../../lib/contract/codes';
import { callApi } from '../../lib/api';
import type { UserGame } from './user-games';

/** One game's details as the save sends them. */
export interface GameSelection {
  gameId: number;
  frequency: number;
  platform: number;
  skillLevel: number;
  rating: number;
}

export type GameDetails = Omit<GameSelection, 'gameId'>;

/** 000 §3: a new entry is platform 1, skill 4, frequency 1, rating 1. */
export const NEW_ENTRY_DETAILS: GameDetails = { ...NEW_GAME_ENTRY_DEFAULTS };

/** The details of a listed game. */
export function detailsOf(game: UserGame): GameDetails {
  return {
    frequency: game.Frequency,
    platform: game.Platform,
    skillLevel: game.SkillLevel,
    rating: game.Rating,
  };
}

export function sameDetails(a: GameDetails, b: GameDetails): boolean {
  return (
    a.frequency === b.frequency &&
    a.platform === b.platform &&
    a.skillLevel === b.skillLevel &&
    a.rating === b.rating
  );
}

export function saveGameAttributes(uuid: string, gameSelections: GameSelection[]) {
  return callApi('saveGameAttributes', { uuid, gameSelections });
}
