/** The routes of the pjusernotification service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import { route, uuidQuery, uuidBody, CALLER_UUID } from './shared';
import * as r from '../responses';

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

/** Every route pjusernotification serves, in manifest order. */
export const routes = [listSpectateNotifications, markSpectateNotificationsRead] as const;
