/**
 * The pjgame service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjgame';
import * as games from '../../data/games';
import { createService } from '../../http/service';
import { listGames } from './listGames';

export const handler = createService(
  routes,
  {
    listGames, // GET pjgame/pjgame
  },
  { listGames: games.listGames },
);
