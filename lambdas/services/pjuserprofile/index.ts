/**
 * The pjuserprofile service: one Lambda for its 8 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjuserprofile';
import { isBlockedEitherWay } from '../../data/blocks';
import { putProfileView } from '../../data/profile-views';
import { getProfile, getProfileByUserName, saveStreak } from '../../data/profiles';
import { putDirectMessage } from '../../data/direct-messages';
import { getGames } from '../../data/games';
import { deleteSpectate, putSpectate } from '../../data/spectate';
import { listUserGames } from '../../data/user-games';
import { createService } from '../../http/service';
import { getProfileViews } from './getProfileViews';
import { getStreakCount } from './getStreakCount';
import { getUserProfile } from './getUserProfile';
import { getUserProfileGames } from './getUserProfileGames';
import { postStreak } from './postStreak';
import { sendMessage } from './sendMessage';
import { recordProfileView } from './recordProfileView';
import { spectateUser } from './spectateUser';

export const handler = createService(
  routes,
  {
    spectateUser, // POST pjuserprofile/pjuserprofile/userhub
    getUserProfile, // GET pjuserprofile/pjuserprofile/user
    getUserProfileGames, // GET pjuserprofile/pjuserprofile/games
    recordProfileView, // POST pjuserprofile/pjuserprofile/views/post
    getProfileViews, // GET pjuserprofile/pjuserprofile/views/get
    getStreakCount, // GET pjuserprofile/pjuserprofile/streakcount/get
    sendMessage, // POST pjuserprofile/pjuserprofile/message
    postStreak, // POST pjuserprofile/pjuserprofile/streakcount/post
  },
  {
    getProfileByUserName,
    saveStreak,
    isBlockedEitherWay,
    listUserGames,
    getGames,
    putSpectate,
    deleteSpectate,
    putProfileView,
    getProfile,
    putDirectMessage,
  },
);
