/** The routes of the pjuserlogin service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const logIn = route({
  name: 'logIn',
  method: 'POST',
  path: 'pjuserlogin/login',
  auth: 'none',
  body: () =>
    z.object({
      username_input: f.email(),
      password_input: z.string().check(z.minLength(1), z.maxLength(100)),
    }),
  response: () => r.signIn(),
  source: '001',
  summary: 'Sign in with email and password (token.AuthenticationResult.IdToken).',
});

/** Every route pjuserlogin serves, in manifest order. */
export const routes = [logIn] as const;
