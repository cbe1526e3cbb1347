/** The routes of the pjhelpcenter service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, CALLER_UUID, helpRequestFlags } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const sendHelpRequest = route({
  name: 'sendHelpRequest',
  method: 'POST',
  path: 'pjhelpcenter/pjhelpcenter/insert',
  auth: 'cognito',
  body: () =>
    v.pipe(
      v.object({ uuid: f.uuid(), ...helpRequestFlags() }),
      v.forward(
        v.check(
          (h) =>
            h.inappropreateContent ||
            h.accountIssue ||
            h.troubleshooting ||
            h.legal ||
            h.advertising ||
            h.other,
          'a reason is required',
        ),
        ['other'],
      ),
    ),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'A help-center request or report; a reason is required.',
});

/** Every route pjhelpcenter serves, in manifest order. */
export const routes = [sendHelpRequest] as const;
