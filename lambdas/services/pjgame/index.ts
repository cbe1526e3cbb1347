/** The pjgame service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { listGames } from './listGames';

export const handler = createService('pjgame', {
  listGames, // GET pjgame/pjgame
});
