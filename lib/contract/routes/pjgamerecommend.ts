/** The routes of the pjgamerecommend service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route } from './shared';
import * as f from '../rules';

export const listRecommendedGames = route({
  name: 'listRecommendedGames',
  method: 'GET',
  path: 'pjgamerecommend/pjgamerecommend',
  auth: 'cognito',
  query: () => z.object({ userId: f.uuid() }),
  caller: { uuid: 'userId' },
  source: '000',
  summary: 'Games recommended to the caller.',
});

/** Every route pjgamerecommend serves, in manifest order. */
export const routes = [listRecommendedGames] as const;
