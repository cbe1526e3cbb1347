/** The pjgameattributes service: one Lambda for its 2 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjgameattributes';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    getGameAttributes: planned('profile'), // GET pjgameattributes/pjgetgameattributes
    saveGameAttributes: planned('profile-editing'), // POST pjgameattributes/pjgameattributes
  },
  {},
);
