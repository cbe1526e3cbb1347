/** The routes of the pjuserregistration service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const register = route({
  name: 'register',
  method: 'POST',
  path: 'pjuserregistration/pjregistration',
  auth: 'none',
  body: () =>
    v.object({
      username: f.email(),
      email: f.email(),
      password: f.password(),
      languageCode: v.pipe(v.string(), v.minLength(2), v.maxLength(5)),
    }),
  response: () => r.plainText(),
  source: '001',
  summary: 'Create the Cognito account and send the email code (text naming the email).',
});

/** Every route pjuserregistration serves, in manifest order. */
export const routes = [register] as const;
