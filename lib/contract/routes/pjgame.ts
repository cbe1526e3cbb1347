/** The routes of the pjgame service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as r from '../responses';

export const listGames = route({
  name: 'listGames',
  method: 'GET',
  path: 'pjgame/pjgame',
  auth: 'cognito',
  response: () => v.array(r.game()),
  source: '000',
  summary: 'The games catalogue.',
});

/** Every route pjgame serves, in manifest order. */
export const routes = [listGames] as const;
