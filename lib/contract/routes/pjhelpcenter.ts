/** The routes of the pjhelpcenter service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route, CALLER_UUID, helpRequestFlags } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const sendHelpRequest = route({
  name: 'sendHelpRequest',
  method: 'POST',
  path: 'pjhelpcenter/pjhelpcenter/insert',
  auth: 'cognito',
  body: () =>
    z
      .object({ uuid: f.uuid(), ...helpRequestFlags() })
      .check(
        z.refine(
          (h) =>
            h.inappropreateContent ||
            h.accountIssue ||
            h.troubleshooting ||
            h.legal ||
            h.advertising ||
            h.other,
          { message: 'a reason is required', path: ['other'] },
        ),
      ),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'A help-center request or report; a reason is required.',
});

/** Every route pjhelpcenter serves, in manifest order. */
export const routes = [sendHelpRequest] as const;
