/** The pjuser service: one Lambda for its 2 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjuser';
import * as attempts from '../../data/attempts';
import * as games from '../../data/games';
import * as userGames from '../../data/user-games';
import * as users from '../../data/users';
import { createService } from '../../http/service';
import { createUser } from './createUser';
import { verifyUser } from './verifyUser';

export const handler = createService(
  routes,
  {
    verifyUser, // POST pjuser/user/verify
    createUser, // POST pjuser/user/create
  },
  { ...attempts, ...games, ...userGames, ...users },
);
