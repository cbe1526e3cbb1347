/** The pjusercentral service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusercentral';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    listPopularGames: planned('dashboard-games'), // GET pjusercentral/pjusercentral/getpopulargames
  },
  {},
);
