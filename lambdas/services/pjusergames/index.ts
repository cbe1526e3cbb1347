/** The pjusergames service: one Lambda for its 3 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusergames';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    listSelectedGames: planned('dashboard-games'), // GET pjusergames/pjuserselectedgames
    addGameFromModal: planned('dashboard-games'), // POST pjusergames/pjuserselectedgames/add
    setGamePlatformFromModal: planned('dashboard-games'), // POST pjusergames/pjuserselectedgames/platform
  },
  {},
);
