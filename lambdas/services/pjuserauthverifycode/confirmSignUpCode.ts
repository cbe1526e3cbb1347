/**
 * POST pjuserauthverifycode/pjuserauthverifycode — confirms the email with the 6-digit code (001 §4)
 * and answers the JSON string "SUCCESS". A wrong code is 400 CodeMismatch and is counted for the email
 * with the caller's address (5 in 15 minutes, then 429) and in the email's ceiling over every address
 * (10 in 10 minutes, auth/attempts.ts); an expired one is 400 ExpiredCode; a confirmed account 409
 * AlreadyConfirmed.
 */
import { CODE_LIMITS, emailPlaces, withFailureLimit, type AttemptData } from '../../auth/attempts';
import { confirmSignUp } from '../../auth/cognito';
import { CodeMismatchError } from '../../auth/errors';
import { clientAddress, UNKNOWN_ADDRESS } from '../../http/client-address';
import type { OperationFor } from '../../http/service';

export const confirmSignUpCode: OperationFor<'confirmSignUpCode', AttemptData> = async ({
  body,
  deps,
  event,
}) => {
  const places = emailPlaces(CODE_LIMITS.signUp.code, body.email, clientAddress(event) ?? UNKNOWN_ADDRESS);
  await withFailureLimit(places, deps, [CodeMismatchError], () => confirmSignUp(body.email, body.code));
  return 'SUCCESS' as const;
};
