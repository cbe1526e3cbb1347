/** The routes of the pjuserblock service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route, uuidQuery, CALLER_UUID } from './shared';
import * as f from '../rules';
import * as r from '../responses';
import { LIMITS } from '../constants';

export const reportOrBlockUser = route({
  name: 'reportOrBlockUser',
  method: 'POST',
  path: 'pjuserblock/pjuserblock/insert',
  auth: 'cognito',
  body: () =>
    z
      .object({
        uuid: f.uuid(),
        username: f.username(),
        inappropriateProfile: z._default(f.bool(), false),
        inappropriateMessage: z._default(f.bool(), false),
        abuseBullying: z._default(f.bool(), false),
        spam: z._default(f.bool(), false),
        other: z._default(f.bool(), false),
        block: z._default(f.bool(), false),
        reportDetails: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.reportDetailsMax)), ''),
      })
      // 000 §5: a report needs a reason; blocking sets its own reasons (000 §7)
      .check(
        z.refine(
          (b) =>
            b.block ||
            b.inappropriateProfile ||
            b.inappropriateMessage ||
            b.abuseBullying ||
            b.spam ||
            b.other,
          { message: 'a reason is required', path: ['other'] },
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
  response: () => z.array(r.blockedUser()),
  caller: CALLER_UUID,
  source: '001',
  summary: 'The active users the caller blocked (UserName, ProfilePicLink).',
});

export const unblockUser = route({
  name: 'unblockUser',
  method: 'POST',
  path: 'pjuserblock/pjuserblock/unblockuser',
  auth: 'cognito',
  body: () => z.object({ uuid: f.uuid(), username: f.username() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '001',
  summary: 'Unblock a user.',
});

/** Every route pjuserblock serves, in manifest order. */
export const routes = [reportOrBlockUser, listBlockedUsers, unblockUser] as const;
