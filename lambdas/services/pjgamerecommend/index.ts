/** The pjgamerecommend service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjgamerecommend';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    listRecommendedGames: planned('dashboard-games'), // GET pjgamerecommend/pjgamerecommend
  },
  {},
);
