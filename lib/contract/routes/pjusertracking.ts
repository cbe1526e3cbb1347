/** The routes of the pjusertracking service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import { route, uuidBody, CALLER_UUID } from './shared';
import * as r from '../responses';

export const recordLogin = route({
  name: 'recordLogin',
  method: 'POST',
  path: 'pjusertracking/pjusertracking/insert',
  auth: 'cognito',
  body: uuidBody,
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '001',
  summary: 'Record a sign-in (tracking).',
});

/** Every route pjusertracking serves, in manifest order. */
export const routes = [recordLogin] as const;
