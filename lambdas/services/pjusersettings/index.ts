/**
 * The pjusersettings service: one Lambda for its 10 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusersettings';
import { updateProfile } from '../../data/profiles';
import { createService } from '../../http/service';
import { planned } from '../planned';
import { getUserSettings } from './getUserSettings';
import { setProfileImage } from './setProfileImage';
import { updateLanguage } from './updateLanguage';

export const handler = createService(
  routes,
  {
    getPlatforms: planned('profile'), // GET pjusersettings/pjusersettings/platform/get
    setProfileImage, // POST pjusersettings/pjusersettings/image
    updateBio: planned('profile-editing'), // POST pjusersettings/pjusersettings/bio/update
    addGames: planned('profile-editing'), // POST pjusersettings/pjusersettings/games/insert
    removeGames: planned('profile-editing'), // POST pjusersettings/pjusersettings/games/delete
    removeGameDetails: planned('profile-editing'), // POST pjusersettings/pjusersettings/skilllevel/delete
    updateChecklist: planned('profile-editing'), // POST pjusersettings/pjusersettings/checklist/update
    setPlatform: planned('profile-editing'), // POST pjusersettings/pjusersettings/platform/post
    getUserSettings, // GET pjusersettings/pjusersettings/user
    updateLanguage, // POST pjusersettings/pjusersettings/personalinfo/language/update
  },
  { updateProfile },
);
