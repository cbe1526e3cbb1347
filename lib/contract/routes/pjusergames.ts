/** The routes of the pjusergames service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidQuery, CALLER_UUID } from './shared';
import * as r from '../responses';
import * as f from '../rules';

export const listSelectedGames = route({
  name: 'listSelectedGames',
  method: 'GET',
  path: 'pjusergames/pjuserselectedgames',
  auth: 'cognito',
  query: uuidQuery,
  response: () => v.object({ games: v.array(r.selectedGame()) }),
  caller: CALLER_UUID,
  source: '000',
  summary: "The caller's selected games with match, community and chat counts.",
});

export const addGameFromModal = route({
  name: 'addGameFromModal',
  method: 'POST',
  path: 'pjusergames/pjuserselectedgames/add',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), gameId: f.gameId() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: 'ours',
  summary: "Add one game from the game modal's 'Add Game' button (path not shown in 000 §7).",
});

export const setGamePlatformFromModal = route({
  name: 'setGamePlatformFromModal',
  method: 'POST',
  path: 'pjusergames/pjuserselectedgames/platform',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), gameId: f.gameId(), platform: f.platformId() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: 'ours',
  summary: "Save the game chat's 'What platform are you playing this game on?' choice (path not shown).",
});

/** Every route pjusergames serves, in manifest order. */
export const routes = [listSelectedGames, addGameFromModal, setGamePlatformFromModal] as const;
