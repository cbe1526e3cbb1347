/**
 * POST pjuserpassword/pjuserpassword/forgotpasswordconfirm — sets a new password with the reset code
 * (001 §4), then ends every session of the account (auth/end-sessions.ts), found by the pool's
 * `sub` so that a user without a profile yet is signed out too. The new password must
 * satisfy the contract's rule (schema, before Cognito). A wrong code is 400 CodeMismatch, counted for
 * the email with the caller's address (5 in 15 minutes; the body says `attemptsLeft`, then 429 with
 * `retryAfterSeconds`) and in the email's ceiling (10 in 10 minutes); a newly requested code opens a
 * fresh window (requestPasswordReset.ts); an expired one 400 ExpiredCode. A reset is the way back from
 * a sign-in lock: it closes the email's sign-in windows (this address's and the ceiling).
 */
import {
  CODE_LIMITS,
  emailPlaces,
  restartWindows,
  SIGN_IN_LIMITS,
  withFailureLimit,
  type AttemptData,
} from '../../auth/attempts';
import { accountStatus, confirmPasswordReset as setNewPassword } from '../../auth/cognito';
import { endSessions, type SessionEndingData } from '../../auth/end-sessions';
import { CodeMismatchError } from '../../auth/errors';
import { clientAddress, UNKNOWN_ADDRESS } from '../../http/client-address';
import type { OperationFor } from '../../http/service';

export const confirmPasswordReset: OperationFor<
  'confirmPasswordReset',
  SessionEndingData | AttemptData
> = async ({ body, deps, event }) => {
  const address = clientAddress(event) ?? UNKNOWN_ADDRESS;
  await withFailureLimit(
    emailPlaces(CODE_LIMITS.passwordReset.code, body.email, address),
    deps,
    [CodeMismatchError],
    () => setNewPassword(body.email, body.code, body.password),
  );
  await restartWindows(emailPlaces(SIGN_IN_LIMITS, body.email, address), deps);
  const account = await accountStatus(body.email);
  await endSessions({ uuid: account?.uuid, poolUserName: body.email }, deps);
  return { affectedRows: 1 };
};
