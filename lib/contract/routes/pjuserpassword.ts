/** The routes of the pjuserpassword service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const requestPasswordReset = route({
  name: 'requestPasswordReset',
  method: 'POST',
  path: 'pjuserpassword/pjuserpassword/forgotpasswordcode',
  auth: 'none',
  body: () => z.object({ email: f.email(), languageCode: z.string().check(z.minLength(2), z.maxLength(5)) }),
  response: () => r.codeDelivery(),
  source: '001',
  summary: 'Send a password-reset code.',
});

export const confirmPasswordReset = route({
  name: 'confirmPasswordReset',
  method: 'POST',
  path: 'pjuserpassword/pjuserpassword/forgotpasswordconfirm',
  auth: 'none',
  body: () => z.object({ email: f.email(), code: f.verificationCode(), password: f.password() }),
  response: () => r.affectedRows(),
  source: '001',
  summary: "Set a new password with the reset code; ends the user's sessions.",
});

export const changePassword = route({
  name: 'changePassword',
  method: 'POST',
  path: 'pjuserpassword/pjuserpassword/changepassword',
  auth: 'cognito',
  body: () =>
    z
      .object({
        accesstoken: z.string().check(z.minLength(1), z.maxLength(4096)),
        oldpassword: z.string().check(z.minLength(1), z.maxLength(100)),
        newpassword: f.password(),
      })
      .check(
        z.refine((p) => p.oldpassword !== p.newpassword, {
          message: 'must differ from the old password',
          path: ['newpassword'],
        }),
      ),
  response: () => r.affectedRows(),
  source: '001',
  summary: "Change the caller's password; ends every session (sign in again with the new password).",
});

/** Every route pjuserpassword serves, in manifest order. */
export const routes = [requestPasswordReset, confirmPasswordReset, changePassword] as const;
