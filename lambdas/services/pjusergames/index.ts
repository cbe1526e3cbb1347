/** The pjusergames service: one Lambda for its 3 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusergames';
import { listGames } from '../../data/games';
import { insertUserGames, listUserGames, setUserGamePlatform } from '../../data/user-games';
import { getMatchList } from '../../data/match-lists';
import { createService } from '../../http/service';
import { addGameFromModal } from './addGameFromModal';
import { listSelectedGames } from './listSelectedGames';
import { setGamePlatformFromModal } from './setGamePlatformFromModal';

export const handler = createService(
  routes,
  {
    listSelectedGames, // GET pjusergames/pjuserselectedgames
    addGameFromModal, // POST pjusergames/pjuserselectedgames/add
    setGamePlatformFromModal, // POST pjusergames/pjuserselectedgames/platform
  },
  { listGames, listUserGames, insertUserGames, setUserGamePlatform, getMatchList },
);
