/**
 * The pjuser service: one Lambda for its 2 routes of the manifest. Its data is named function by
 * function (not whole modules spread) so esbuild keeps only the access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjuser';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../../data/attempts';
import { getGames } from '../../data/games';
import { putUserGames } from '../../data/user-games';
import { createProfile, revokeSessions } from '../../data/profiles';
import { getUuidByEmail } from '../../data/usernames';
import { createService } from '../../http/service';
import { createUser } from './createUser';
import { verifyUser } from './verifyUser';

export const handler = createService(
  routes,
  {
    verifyUser, // POST pjuser/user/verify
    createUser, // POST pjuser/user/create
  },
  {
    reserveAttempt,
    releaseAttempt,
    clearAttempts,
    getUuidByEmail,
    createProfile,
    getGames,
    putUserGames,
    revokeSessions,
  },
);
