/** The routes of the pjuserpassword service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const requestPasswordReset = route({
  name: 'requestPasswordReset',
  method: 'POST',
  path: 'pjuserpassword/pjuserpassword/forgotpasswordcode',
  auth: 'none',
  body: () =>
    v.object({ email: f.email(), languageCode: v.pipe(v.string(), v.minLength(2), v.maxLength(5)) }),
  response: () => r.codeDelivery(),
  source: '001',
  summary: 'Send a password-reset code.',
});

export const confirmPasswordReset = route({
  name: 'confirmPasswordReset',
  method: 'POST',
  path: 'pjuserpassword/pjuserpassword/forgotpasswordconfirm',
  auth: 'none',
  body: () => v.object({ email: f.email(), code: f.verificationCode(), password: f.password() }),
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
    v.pipe(
      v.object({
        accesstoken: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
        oldpassword: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
        newpassword: f.password(),
      }),
      v.forward(
        v.check((p) => p.oldpassword !== p.newpassword, 'must differ from the old password'),
        ['newpassword'],
      ),
    ),
  response: () => r.affectedRows(),
  source: '001',
  summary: "Change the caller's password; ends every session (sign in again with the new password).",
});

/** Every route pjuserpassword serves, in manifest order. */
export const routes = [requestPasswordReset, confirmPasswordReset, changePassword] as const;
