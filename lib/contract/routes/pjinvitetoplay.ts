/** The routes of the pjinvitetoplay service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidQuery, CALLER_UUID } from './shared';
import * as r from '../responses';
import * as f from '../rules';

export const createInvite = route({
  name: 'createInvite',
  method: 'POST',
  path: 'pjinvitetoplay/pjinvitetoplaycreate',
  auth: 'cognito',
  body: () =>
    v.object({
      usernameFrom: f.username(),
      usernameTo: f.username(),
      gameId: f.gameId(),
      gameDescription: v.pipe(v.string(), v.maxLength(200)),
    }),
  response: () => r.inviteResult(),
  caller: { userName: 'usernameFrom' },
  source: '000',
  summary: 'Invite a user to play a game; one per user per game per day (type dup otherwise).',
});

export const acceptInvite = route({
  name: 'acceptInvite',
  method: 'POST',
  path: 'pjinvitetoplay/pjinvitetoplayupdateaccept',
  auth: 'cognito',
  body: () =>
    v.object({
      usernameFrom: f.username(),
      usernameTo: f.username(),
      gameId: f.gameId(),
      gameDescription: v.pipe(v.string(), v.maxLength(200)),
      accepted: f.flag(),
    }),
  response: () => r.affectedRows(),
  caller: { userName: 'usernameTo' },
  source: '000',
  summary: 'The recipient accepts an invite.',
});

export const listInviteNotifications = route({
  name: 'listInviteNotifications',
  method: 'GET',
  path: 'pjinvitetoplay/pjinvitetoplaynotiget',
  auth: 'cognito',
  query: () => v.object({ usernameTo: f.username() }),
  response: () => r.generalNotifications(),
  caller: { userName: 'usernameTo' },
  source: '000',
  summary: "The caller's invite notifications (data array).",
});

export const markInvitesRead = route({
  name: 'markInvitesRead',
  method: 'POST',
  path: 'pjinvitetoplay/pjinvitetoplayreadmessageupdate',
  auth: 'cognito',
  body: () => v.object({ username: f.username() }),
  response: () => r.affectedRows(),
  caller: { userName: 'username' },
  source: '000',
  summary: "Mark the caller's invite notifications read.",
});

export const getInvitePreferences = route({
  name: 'getInvitePreferences',
  method: 'GET',
  path: 'pjinvitetoplay/pjinvitetoplaypreferences',
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.invitePreferences(),
  caller: CALLER_UUID,
  source: 'ours',
  summary:
    "The caller's invite preferences (issue 11, beyond the spec): who may invite them (everyone, people they spectate, nobody) and the games whose invites they muted.",
});

export const saveInvitePreferences = route({
  name: 'saveInvitePreferences',
  method: 'POST',
  path: 'pjinvitetoplay/pjinvitetoplaypreferences',
  auth: 'cognito',
  body: () =>
    v.object({
      uuid: f.uuid(),
      ...r.invitePreferences().entries,
    }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: 'ours',
  summary:
    'Save who may invite the caller and the games whose invites they muted (issue 11): an invite the preferences refuse is not an error to its sender, it never arrives.',
});

/** Every route pjinvitetoplay serves, in manifest order. */
export const routes = [
  createInvite,
  acceptInvite,
  listInviteNotifications,
  markInvitesRead,
  getInvitePreferences,
  saveInvitePreferences,
] as const;
