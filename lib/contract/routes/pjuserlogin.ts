/** The routes of the pjuserlogin service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const logIn = route({
  name: 'logIn',
  method: 'POST',
  path: 'pjuserlogin/login',
  auth: 'none',
  body: () =>
    v.object({
      username_input: f.email(),
      password_input: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    }),
  response: () => r.signIn(),
  source: '001',
  summary: 'Sign in with email and password (token.AuthenticationResult.IdToken).',
});

/** Every route pjuserlogin serves, in manifest order. */
export const routes = [logIn] as const;
