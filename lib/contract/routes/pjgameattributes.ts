/** The routes of the pjgameattributes service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, CALLER_UUID, gameSelection } from './shared';
import * as r from '../responses';
import * as f from '../rules';
import { MAX_GAMES_PER_USER } from '../constants';

export const getGameAttributes = route({
  name: 'getGameAttributes',
  method: 'GET',
  path: 'pjgameattributes/pjgetgameattributes',
  auth: 'cognito',
  query: () => v.object({ username: f.username(), gameId: f.gameId() }),
  response: () => r.gameAttributes(),
  source: '000',
  summary: "The named user's details for one game (queryResult).",
});

export const saveGameAttributes = route({
  name: 'saveGameAttributes',
  method: 'POST',
  path: 'pjgameattributes/pjgameattributes',
  auth: 'cognito',
  body: () =>
    v.object({
      uuid: f.uuid(),
      gameSelections: v.pipe(v.array(gameSelection()), v.minLength(1), v.maxLength(MAX_GAMES_PER_USER)),
    }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary:
    "Save per-game details (frequency, platform, skill level, rating) of the caller's games: all or none; each game once.",
});

/** Every route pjgameattributes serves, in manifest order. */
export const routes = [getGameAttributes, saveGameAttributes] as const;
