/**
 * POST pjuserauthverifycode/pjuserauthverifycode — confirms the email with the 6-digit code (001 §4)
 * and answers the JSON string "SUCCESS". A wrong code is 400 CodeMismatch and is counted per email
 * (5 in 15 minutes, then 429); an expired one is 400 ExpiredCode; a confirmed account 409
 * AlreadyConfirmed.
 */
import { CODE_LIMITS, emailSubject, withFailureLimit, type AttemptData } from '../../auth/attempts';
import { confirmSignUp } from '../../auth/cognito';
import { CodeMismatchError } from '../../auth/errors';
import type { OperationFor } from '../../http/service';

export const confirmSignUpCode: OperationFor<'confirmSignUpCode', AttemptData> = async ({ body, deps }) => {
  await withFailureLimit(CODE_LIMITS.signUp.code, emailSubject(body.email), deps, [CodeMismatchError], () =>
    confirmSignUp(body.email, body.code),
  );
  return 'SUCCESS' as const;
};
