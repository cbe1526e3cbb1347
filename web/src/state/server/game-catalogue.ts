/**
 * The games catalogue (000 §7 `listGames`, GET pjgame/pjgame, signed in): read by the signup's
 * Add Games dialog. Read-only; the catalogue changes rarely, so it is kept for a while and not
 * revalidated on focus.
 */
import type { Game } from '../../../../lib/contract/responses';
import type { ApiInput } from '../../lib/api';
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

const MINUTE = 60 * 1000;
/** how long the catalogue is reused before it is fetched again */
export const GAME_CATALOGUE_LIFETIME = 10 * MINUTE;

const NO_INPUT = undefined as ApiInput<'listGames'>;

export const gameCatalogueKey = () => apiKey('listGames', NO_INPUT);

/** The whole catalogue; `enabled` false fetches nothing (not signed in yet). */
export function useGameCatalogue(enabled = true) {
  return useApi('listGames', enabled ? NO_INPUT : null, {
    dedupingInterval: GAME_CATALOGUE_LIFETIME,
    revalidateOnFocus: false,
  });
}

/** The catalogue's games whose name contains `query` (case- and accent-insensitive), in catalogue order. */
export function searchGames(games: readonly Game[], query: string, locale?: string): Game[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
  const wanted = fold(query.trim());
  if (!wanted) return [...games];
  return games.filter((game) => fold(game.Description).includes(wanted));
}
