/** The pjpubprofile service: one Lambda for its 2 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjpubprofile';
import * as games from '../../data/games';
import * as userGames from '../../data/user-games';
import * as users from '../../data/users';
import { createService } from '../../http/service';
import { getPublicProfile } from './getPublicProfile';
import { getPublicProfileGames } from './getPublicProfileGames';

export const handler = createService(
  routes,
  {
    getPublicProfile, // GET pjpubprofile/pj/user
    getPublicProfileGames, // GET pjpubprofile/pj/games
  },
  { ...games, ...userGames, ...users },
);
