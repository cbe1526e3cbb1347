/**
 * The pjpubprofile service: one Lambda for its 2 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjpubprofile';
import { getGames } from '../../data/games';
import { listUserGames } from '../../data/user-games';
import { getProfileByUserName } from '../../data/profiles';
import { createService } from '../../http/service';
import { getPublicProfile } from './getPublicProfile';
import { getPublicProfileGames } from './getPublicProfileGames';

export const handler = createService(
  routes,
  {
    getPublicProfile, // GET pjpubprofile/pj/user
    getPublicProfileGames, // GET pjpubprofile/pj/games
  },
  { getGames, listUserGames, getProfileByUserName },
);
