/** The routes of the pjusercentral service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import { route, uuidQuery, CALLER_UUID } from './shared';

export const listPopularGames = route({
  name: 'listPopularGames',
  method: 'GET',
  path: 'pjusercentral/pjusercentral/getpopulargames',
  auth: 'cognito',
  query: uuidQuery,
  caller: CALLER_UUID,
  source: '000',
  summary: 'Popular games with player and match counts.',
});

/** Every route pjusercentral serves, in manifest order. */
export const routes = [listPopularGames] as const;
