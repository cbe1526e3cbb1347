/**
 * POST pjuserauthverifycode/pjuserauthverifycode/resend — mails the signup code again (001 §4). An
 * unknown email answers like a sent code; a confirmed account is 409 AlreadyConfirmed; Cognito's
 * sending limit is 429.
 *
 * Each resend counts for the email with the caller's address (5 an hour) and in the email's ceiling
 * over every address (5 in 15 minutes), then 429 with `retryAfterSeconds`; a resend Cognito accepts
 * opens a fresh code window for the address that asked, so its earlier wrong guesses never lock the
 * new code out (lambdas/auth/attempts.ts).
 */
import { CODE_LIMITS, sendNewCode, type AttemptData } from '../../auth/attempts';
import { resendSignUpCode as resend } from '../../auth/cognito';
import { clientAddress, UNKNOWN_ADDRESS } from '../../http/client-address';
import type { OperationFor } from '../../http/service';

export const resendSignUpCode: OperationFor<'resendSignUpCode', AttemptData> = async ({
  body,
  deps,
  event,
}) => ({
  CodeDeliveryDetails: await sendNewCode(
    CODE_LIMITS.signUp,
    body.email,
    clientAddress(event) ?? UNKNOWN_ADDRESS,
    deps,
    () => resend(body.email),
  ),
});
