/**
 * POST pjuserpassword/pjuserpassword/forgotpasswordconfirm — sets a new password with the reset code
 * (001 §4), then ends every session of the account (auth/end-sessions.ts), found by the pool's
 * `sub` so that a user without a profile yet is signed out too. The new password must
 * satisfy the contract's rule (schema, before Cognito). A wrong code is 400 CodeMismatch, counted per
 * email (5 in 15 minutes; the body says `attemptsLeft`, then 429 with `retryAfterSeconds`); a newly
 * requested code opens a fresh window (requestPasswordReset.ts); an expired one 400 ExpiredCode.
 */
import { CODE_LIMITS, emailSubject, withFailureLimit, type AttemptData } from '../../auth/attempts';
import { accountStatus, confirmPasswordReset as setNewPassword } from '../../auth/cognito';
import { endSessions, type SessionEndingData } from '../../auth/end-sessions';
import { CodeMismatchError } from '../../auth/errors';
import type { OperationFor } from '../../http/service';

export const confirmPasswordReset: OperationFor<
  'confirmPasswordReset',
  SessionEndingData | AttemptData
> = async ({ body, deps }) => {
  await withFailureLimit(
    CODE_LIMITS.passwordReset.code,
    emailSubject(body.email),
    deps,
    [CodeMismatchError],
    () => setNewPassword(body.email, body.code, body.password),
  );
  const account = await accountStatus(body.email);
  await endSessions({ uuid: account?.uuid, poolUserName: body.email }, deps);
  return { affectedRows: 1 };
};
