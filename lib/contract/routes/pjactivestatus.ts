/** The routes of the pjactivestatus service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import { route, uuidBody, CALLER_UUID } from './shared';
import * as r from '../responses';

export const deactivateAccount = route({
  name: 'deactivateAccount',
  method: 'POST',
  path: 'pjactivestatus/activestatus/off',
  auth: 'cognito',
  body: uuidBody,
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '001',
  summary: "Deactivate the caller's account: disabled, out of every list, signed out everywhere.",
});

/** Every route pjactivestatus serves, in manifest order. */
export const routes = [deactivateAccount] as const;
