/** The routes of the pjgameattributes service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route, CALLER_UUID, gameSelection } from './shared';
import * as f from '../rules';

export const getGameAttributes = route({
  name: 'getGameAttributes',
  method: 'GET',
  path: 'pjgameattributes/pjgetgameattributes',
  auth: 'cognito',
  query: () => z.object({ username: f.username(), gameId: f.gameId() }),
  source: '000',
  summary: "The named user's details for one game (queryResult).",
});

export const saveGameAttributes = route({
  name: 'saveGameAttributes',
  method: 'POST',
  path: 'pjgameattributes/pjgameattributes',
  auth: 'cognito',
  body: () =>
    z.object({
      uuid: f.uuid(),
      gameSelections: z.array(gameSelection()).check(z.minLength(1), z.maxLength(500)),
    }),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Save per-game details (frequency, platform, skill level, rating).',
});

/** Every route pjgameattributes serves, in manifest order. */
export const routes = [getGameAttributes, saveGameAttributes] as const;
