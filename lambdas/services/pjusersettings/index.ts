/**
 * The pjusersettings service: one Lambda for its 10 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusersettings';
import { isBlockedEitherWay } from '../../data/blocks';
import { getGames } from '../../data/games';
import { getProfileByUserName, setPlatform as setPlatformFlag, updateProfile } from '../../data/profiles';
import { deleteUserGames, insertUserGames, listUserGames, resetUserGameDetails } from '../../data/user-games';
import { createService } from '../../http/service';
import { addGames } from './addGames';
import { getPlatforms } from './getPlatforms';
import { getUserSettings } from './getUserSettings';
import { removeGameDetails } from './removeGameDetails';
import { removeGames } from './removeGames';
import { setPlatform } from './setPlatform';
import { setProfileImage } from './setProfileImage';
import { updateBio } from './updateBio';
import { updateChecklist } from './updateChecklist';
import { updateLanguage } from './updateLanguage';

export const handler = createService(
  routes,
  {
    getPlatforms, // GET pjusersettings/pjusersettings/platform/get
    setProfileImage, // POST pjusersettings/pjusersettings/image
    updateBio, // POST pjusersettings/pjusersettings/bio/update
    addGames, // POST pjusersettings/pjusersettings/games/insert
    removeGames, // POST pjusersettings/pjusersettings/games/delete
    removeGameDetails, // POST pjusersettings/pjusersettings/skilllevel/delete
    updateChecklist, // POST pjusersettings/pjusersettings/checklist/update
    setPlatform, // POST pjusersettings/pjusersettings/platform/post
    getUserSettings, // GET pjusersettings/pjusersettings/user
    updateLanguage, // POST pjusersettings/pjusersettings/personalinfo/language/update
  },
  {
    updateProfile,
    getProfileByUserName,
    isBlockedEitherWay,
    getGames,
    listUserGames,
    insertUserGames,
    deleteUserGames,
    resetUserGameDetails,
    setPlatform: setPlatformFlag,
  },
);
