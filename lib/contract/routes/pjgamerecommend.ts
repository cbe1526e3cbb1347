/** The routes of the pjgamerecommend service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as r from '../responses';
import * as f from '../rules';

export const listRecommendedGames = route({
  name: 'listRecommendedGames',
  method: 'GET',
  path: 'pjgamerecommend/pjgamerecommend',
  auth: 'cognito',
  query: () => v.object({ userId: f.uuid() }),
  response: () => v.array(r.game()),
  caller: { uuid: 'userId' },
  source: '000',
  summary: 'Games recommended to the caller.',
});

/** Every route pjgamerecommend serves, in manifest order. */
export const routes = [listRecommendedGames] as const;
