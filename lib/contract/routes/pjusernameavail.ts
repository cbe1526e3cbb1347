/** The routes of the pjusernameavail service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import { route, usernameQuery } from './shared';
import * as r from '../responses';

export const checkUsername = route({
  name: 'checkUsername',
  method: 'GET',
  path: 'pjusernameavail/pjusername/check',
  auth: 'cognito',
  query: usernameQuery,
  response: () => r.usernameCheck(),
  source: '000',
  summary: 'Whether a username is taken or reserved (duplicate flag).',
});

/** Every route pjusernameavail serves, in manifest order. */
export const routes = [checkUsername] as const;
