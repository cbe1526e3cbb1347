/** The routes of the pjuseradmin service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const changeUsername = route({
  name: 'changeUsername',
  method: 'POST',
  path: 'pjuseradmin/pjuseradmin/changeusername',
  auth: 'cognito',
  body: () => v.object({ username: f.username(), newusername: f.username(), uuid: f.uuid() }),
  response: () => r.affectedRows(),
  caller: { uuid: 'uuid', userName: 'username' },
  source: '000',
  summary: "Change the caller's username.",
});

export const signOut = route({
  name: 'signOut',
  method: 'POST',
  path: 'pjuseradmin/pjuseradmin/signout',
  auth: 'cognito',
  body: () => v.object({ email: f.email() }),
  response: () => r.signedOut(),
  source: '001',
  summary: "Sign the caller out everywhere (the email must be the caller's).",
});

/** Every route pjuseradmin serves, in manifest order. */
export const routes = [changeUsername, signOut] as const;
