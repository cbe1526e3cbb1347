/** The routes of the pjusernotification service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidQuery, uuidBody, CALLER_UUID } from './shared';
import { PAGE_SIZES } from '../constants';
import * as r from '../responses';
import * as f from '../rules';

export const listSpectateNotifications = route({
  name: 'listSpectateNotifications',
  method: 'GET',
  path: 'pjusernotification/pjusernotification/spectating',
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.generalNotifications(),
  caller: CALLER_UUID,
  source: '000',
  summary: "The caller's spectate notifications.",
});

export const markSpectateNotificationsRead = route({
  name: 'markSpectateNotificationsRead',
  method: 'POST',
  path: 'pjusernotification/pjusernotification/update/specnotification',
  auth: 'cognito',
  body: uuidBody,
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: "Mark the caller's spectate notifications read.",
});

export const listMentionNotifications = route({
  name: 'listMentionNotifications',
  method: 'GET',
  path: 'pjusernotification/pjusernotification/mentions',
  auth: 'cognito',
  query: () =>
    v.object({
      uuid: f.uuid(),
      limit: v.optional(
        v.pipe(f.integer(), v.minValue(1), v.maxValue(PAGE_SIZES.mentionNotifications)),
        PAGE_SIZES.mentionNotifications,
      ),
    }),
  response: () => r.mentionNotifications(),
  caller: CALLER_UUID,
  source: 'ours',
  summary:
    "The caller's chronicle mention notices (issue 11, beyond the spec): who mentioned them in a post or comment, newest first, the newest `limit` (1–50, default 50); each unread while made after the caller's last mark read. People blocked either way and closed accounts are left out.",
});

export const markMentionNotificationsRead = route({
  name: 'markMentionNotificationsRead',
  method: 'POST',
  path: 'pjusernotification/pjusernotification/update/mentionnotification',
  auth: 'cognito',
  body: uuidBody,
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: 'ours',
  summary:
    "Mark the caller's chronicle mention notices read (issue 11, beyond the spec): every notice up to now, by one read mark on their profile.",
});

/** Every route pjusernotification serves, in manifest order. */
export const routes = [
  listSpectateNotifications,
  markSpectateNotificationsRead,
  listMentionNotifications,
  markMentionNotificationsRead,
] as const;
