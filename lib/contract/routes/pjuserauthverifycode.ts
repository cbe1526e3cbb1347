/** The routes of the pjuserauthverifycode service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import { LIMITS } from '../constants';
import * as f from '../rules';
import * as r from '../responses';

export const confirmSignUpCode = route({
  name: 'confirmSignUpCode',
  method: 'POST',
  path: 'pjuserauthverifycode/pjuserauthverifycode',
  auth: 'none',
  body: () => v.object({ email: f.email(), code: f.verificationCode() }),
  response: () => r.signUpConfirmed(),
  source: '001',
  summary: `Confirm the email with the ${LIMITS.verificationCodeLength}-digit code (JSON string 'SUCCESS').`,
});

export const resendSignUpCode = route({
  name: 'resendSignUpCode',
  method: 'POST',
  path: 'pjuserauthverifycode/pjuserauthverifycode/resend',
  auth: 'none',
  body: () => v.object({ email: f.email(), code: v.optional(v.pipe(v.string(), v.maxLength(6))) }),
  response: () => r.codeDelivery(),
  source: '001',
  summary: 'Send the signup code again.',
});

/** Every route pjuserauthverifycode serves, in manifest order. */
export const routes = [confirmSignUpCode, resendSignUpCode] as const;
