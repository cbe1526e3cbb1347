/** The pjgamerecommend service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjgamerecommend';
import { listGames } from '../../data/games';
import { listUserGames } from '../../data/user-games';
import { createService } from '../../http/service';
import { listRecommendedGames } from './listRecommendedGames';

export const handler = createService(
  routes,
  {
    listRecommendedGames, // GET pjgamerecommend/pjgamerecommend
  },
  { listGames, listUserGames },
);
