/** The routes of the pjuseradmin service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const changeUsername = route({
  name: 'changeUsername',
  method: 'POST',
  path: 'pjuseradmin/pjuseradmin/changeusername',
  auth: 'cognito',
  body: () => z.object({ username: f.username(), newusername: f.username(), uuid: f.uuid() }),
  caller: { uuid: 'uuid', userName: 'username' },
  source: '000',
  summary: "Change the caller's username.",
});

export const signOut = route({
  name: 'signOut',
  method: 'POST',
  path: 'pjuseradmin/pjuseradmin/signout',
  auth: 'cognito',
  body: () => z.object({ email: f.email() }),
  response: () => r.signedOut(),
  source: '001',
  summary: "Sign the caller out everywhere (the email must be the caller's).",
});

/** Every route pjuseradmin serves, in manifest order. */
export const routes = [changeUsername, signOut] as const;
