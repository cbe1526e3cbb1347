/** The routes of the pjuserblock service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidQuery, CALLER_UUID } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const reportOrBlockUser = route({
  name: 'reportOrBlockUser',
  method: 'POST',
  path: 'pjuserblock/pjuserblock/insert',
  auth: 'cognito',
  body: () =>
    v.pipe(
      v.object({
        uuid: f.uuid(),
        username: f.username(),
        inappropriateProfile: v.optional(f.bool(), false),
        inappropriateMessage: v.optional(f.bool(), false),
        abuseBullying: v.optional(f.bool(), false),
        spam: v.optional(f.bool(), false),
        other: v.optional(f.bool(), false),
        block: v.optional(f.bool(), false),
        reportDetails: f.reportDetails(),
      }),
      // 000 §5: a report needs a reason; blocking sets its own reasons (000 §7)
      v.forward(
        v.check(
          (b) =>
            b.block ||
            b.inappropriateProfile ||
            b.inappropriateMessage ||
            b.abuseBullying ||
            b.spam ||
            b.other,
          'a reason is required',
        ),
        ['other'],
      ),
    ),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Report a user, and block them when asked (never yourself).',
});

export const listBlockedUsers = route({
  name: 'listBlockedUsers',
  method: 'GET',
  path: 'pjuserblock/pjuserblock/reportinguser',
  auth: 'cognito',
  query: uuidQuery,
  response: () => v.array(r.blockedUser()),
  caller: CALLER_UUID,
  source: '001',
  summary: 'The active users the caller blocked (UserName, ProfilePicLink).',
});

export const unblockUser = route({
  name: 'unblockUser',
  method: 'POST',
  path: 'pjuserblock/pjuserblock/unblockuser',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), username: f.username() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '001',
  summary: 'Unblock a user.',
});

/** Every route pjuserblock serves, in manifest order. */
export const routes = [reportOrBlockUser, listBlockedUsers, unblockUser] as const;
