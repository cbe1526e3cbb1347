/** The pjusercentral service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusercentral';
import { listGames } from '../../data/games';
import { listUserGames } from '../../data/user-games';
import { getMatchList } from '../../data/match-lists';
import { createService } from '../../http/service';
import { listPopularGames } from './listPopularGames';

export const handler = createService(
  routes,
  {
    listPopularGames, // GET pjusercentral/pjusercentral/getpopulargames
  },
  { listGames, listUserGames, getMatchList },
);
