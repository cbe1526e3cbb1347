/** The pjgameattributes service: one Lambda for its 2 routes of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService('pjgameattributes', {
  getGameAttributes: planned('profile'), // GET pjgameattributes/pjgetgameattributes
  saveGameAttributes: planned('profile-editing'), // POST pjgameattributes/pjgameattributes
});
