/** The routes of the pjuserprofile service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidBody, usernameQuery, CALLER_UUID } from './shared';
import * as f from '../rules';
import { LIMITS } from '../constants';
import * as r from '../responses';

export const spectateUser = route({
  name: 'spectateUser',
  method: 'POST',
  path: 'pjuserprofile/pjuserprofile/userhub',
  auth: 'cognito',
  body: () => v.object({ username: f.username(), uuid: f.uuid(), active: f.flag() }),
  response: () => r.spectateStatus(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Spectate (active 1) or unspectate (active 0) the named user.',
});

export const getUserProfile = route({
  name: 'getUserProfile',
  method: 'GET',
  path: 'pjuserprofile/pjuserprofile/user',
  auth: 'cognito',
  query: () => v.object({ username: f.username(), uuid: f.uuid() }),
  response: () => v.array(r.userProfile()),
  caller: CALLER_UUID,
  source: '000',
  summary: 'A profile by username, as an array of one.',
});

export const getUserProfileGames = route({
  name: 'getUserProfileGames',
  method: 'GET',
  path: 'pjuserprofile/pjuserprofile/games',
  auth: 'cognito',
  query: usernameQuery,
  response: () => v.array(r.publicGame()),
  source: '000',
  summary: "The named user's games.",
});

export const recordProfileView = route({
  name: 'recordProfileView',
  method: 'POST',
  path: 'pjuserprofile/pjuserprofile/views/post',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), username: f.username() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Record that the caller viewed the named profile (never for your own).',
});

export const getProfileViews = route({
  name: 'getProfileViews',
  method: 'GET',
  path: 'pjuserprofile/pjuserprofile/views/get',
  auth: 'cognito',
  query: usernameQuery,
  response: () => r.profileViews(),
  source: '000',
  summary: 'Profile view count (queryResult ProfileViewsCount).',
});

export const getStreakCount = route({
  name: 'getStreakCount',
  method: 'GET',
  path: 'pjuserprofile/pjuserprofile/streakcount/get',
  auth: 'cognito',
  query: usernameQuery,
  response: () => r.streakCount(),
  source: '000',
  summary: 'Online streak (queryResult CurrentStreakCount; 0 once a day was missed).',
});

export const sendMessage = route({
  name: 'sendMessage',
  method: 'POST',
  path: 'pjuserprofile/pjuserprofile/message',
  auth: 'cognito',
  body: () =>
    v.object({
      username: f.username(),
      uuid: f.uuid(),
      // URL-encoded (000 §5): a character (a code point, rules.ts messageLength) is up to 4 UTF-8 bytes,
      // 12 once encoded; the decoded text is held to the message limit by the server
      message: v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.messageMax * 12)),
    }),
  response: () => r.directMessage(),
  caller: CALLER_UUID,
  source: '000',
  summary:
    'Send a direct message to the named user (URL-encoded; at most 2000 characters once decoded, tags stripped).',
});

export const postStreak = route({
  name: 'postStreak',
  method: 'POST',
  path: 'pjuserprofile/pjuserprofile/streakcount/post',
  auth: 'cognito',
  body: uuidBody,
  response: () => r.streakCount(),
  caller: CALLER_UUID,
  source: '001',
  summary: "Advance the caller's daily online streak (UTC days).",
});

/** Every route pjuserprofile serves, in manifest order. */
export const routes = [
  spectateUser,
  getUserProfile,
  getUserProfileGames,
  recordProfileView,
  getProfileViews,
  getStreakCount,
  sendMessage,
  postStreak,
] as const;
