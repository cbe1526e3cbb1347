/** The routes of the pjuserregistration service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route } from './shared';
import * as f from '../rules';

export const register = route({
  name: 'register',
  method: 'POST',
  path: 'pjuserregistration/pjregistration',
  auth: 'none',
  body: () =>
    z.object({
      username: f.email(),
      email: f.email(),
      password: f.password(),
      languageCode: z.string().check(z.minLength(2), z.maxLength(5)),
    }),
  response: () => z.string(),
  source: '001',
  summary: 'Create the Cognito account and send the email code (text naming the email).',
});

/** Every route pjuserregistration serves, in manifest order. */
export const routes = [register] as const;
