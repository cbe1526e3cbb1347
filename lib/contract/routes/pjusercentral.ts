/** The routes of the pjusercentral service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidQuery, CALLER_UUID } from './shared';
import * as r from '../responses';

export const listPopularGames = route({
  name: 'listPopularGames',
  method: 'GET',
  path: 'pjusercentral/pjusercentral/getpopulargames',
  auth: 'cognito',
  query: uuidQuery,
  response: () => v.object({ games: v.array(r.popularGame()) }),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Popular games with player and match counts.',
});

/** Every route pjusercentral serves, in manifest order. */
export const routes = [listPopularGames] as const;
