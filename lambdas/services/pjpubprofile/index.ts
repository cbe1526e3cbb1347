/** The pjpubprofile service: one Lambda for its 2 routes of the manifest. */
import { createService } from '../../http/service';
import { getPublicProfile } from './getPublicProfile';
import { getPublicProfileGames } from './getPublicProfileGames';

export const handler = createService('pjpubprofile', {
  getPublicProfile, // GET pjpubprofile/pj/user
  getPublicProfileGames, // GET pjpubprofile/pj/games
});
