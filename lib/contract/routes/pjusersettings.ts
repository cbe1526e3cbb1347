/** The routes of the pjusersettings service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidQuery, usernameQuery, CALLER_UUID } from './shared';
import * as f from '../rules';
import * as r from '../responses';
import { LIMITS } from '../constants';
import { GameStyle, Platform } from '../codes';

export const getPlatforms = route({
  name: 'getPlatforms',
  method: 'GET',
  path: 'pjusersettings/pjusersettings/platform/get',
  auth: 'cognito',
  query: usernameQuery,
  response: () => r.platforms(),
  source: '000',
  summary: "The named user's platform flags (queryResult of PlatformId, Active).",
});

export const setProfileImage = route({
  name: 'setProfileImage',
  method: 'POST',
  path: 'pjusersettings/pjusersettings/image',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), imageFile: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)) }),
  response: () => r.profilePicture(),
  caller: CALLER_UUID,
  source: '000',
  summary: "Point the profile picture at the caller's uploaded image (its key, file name or URL).",
});

export const updateBio = route({
  name: 'updateBio',
  method: 'POST',
  path: 'pjusersettings/pjusersettings/bio/update',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), bio: v.pipe(v.string(), v.maxLength(LIMITS.bioMax)) }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: "Update the caller's bio.",
});

export const addGames = route({
  name: 'addGames',
  method: 'POST',
  path: 'pjusersettings/pjusersettings/games/insert',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), games: f.gameIdList() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary:
    "Add catalogue games to the caller's selection with the default details (games already there keep theirs); at most MAX_GAMES_PER_USER in all.",
});

export const removeGames = route({
  name: 'removeGames',
  method: 'POST',
  path: 'pjusersettings/pjusersettings/games/delete',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), games: f.gameIdList() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: "Remove games from the caller's selection.",
});

export const removeGameDetails = route({
  name: 'removeGameDetails',
  method: 'POST',
  path: 'pjusersettings/pjusersettings/skilllevel/delete',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), games: f.gameIdList() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary:
    "Reset the per-game details of the named games to a new entry's defaults (games the caller no longer has are passed over).",
});

export const updateChecklist = route({
  name: 'updateChecklist',
  method: 'POST',
  path: 'pjusersettings/pjusersettings/checklist/update',
  auth: 'cognito',
  body: () =>
    v.object({
      uuid: f.uuid(),
      streamer: f.flag(),
      microphone: f.flag(),
      discord: f.flag(),
      familyFriendly: f.flag(),
      moderator: f.flag(),
      pcConsole: f.flag(),
      // a profile is relaxed or competitive; the code table's 0 "any" belongs to search filters
      gameStyle: v.pipe(
        f.gameStyle(),
        v.check(
          (style) => style === GameStyle.Relaxed || style === GameStyle.Competitive,
          'game style is 1 or 2',
        ),
      ),
    }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: "Save the caller's play-style checklist.",
});

export const setPlatform = route({
  name: 'setPlatform',
  method: 'POST',
  path: 'pjusersettings/pjusersettings/platform/post',
  auth: 'cognito',
  body: () =>
    v.object({
      uuid: f.uuid(),
      platform: v.pipe(
        f.platformId(),
        v.check((id) => id !== Platform.NoAnswer, 'platform 1 (no answer) is not a platform flag'),
      ),
      active: f.flag(),
    }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Turn one platform flag on or off.',
});

export const getUserSettings = route({
  name: 'getUserSettings',
  method: 'GET',
  path: 'pjusersettings/pjusersettings/user',
  auth: 'cognito',
  query: uuidQuery,
  response: () => v.array(r.userSettings()),
  caller: CALLER_UUID,
  source: '001',
  summary: 'LanguageId, DateOfBirth and GenderId of the caller.',
});

export const updateLanguage = route({
  name: 'updateLanguage',
  method: 'POST',
  path: 'pjusersettings/pjusersettings/personalinfo/language/update',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), languageId: v.pipe(f.integer(), v.minValue(1)) }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '001',
  summary: "Set the caller's primary language.",
});

/** Every route pjusersettings serves, in manifest order. */
export const routes = [
  getPlatforms,
  setProfileImage,
  updateBio,
  addGames,
  removeGames,
  removeGameDetails,
  updateChecklist,
  setPlatform,
  getUserSettings,
  updateLanguage,
] as const;
