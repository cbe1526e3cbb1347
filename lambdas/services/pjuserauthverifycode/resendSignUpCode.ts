/**
 * POST pjuserauthverifycode/pjuserauthverifycode/resend — mails the signup code again (001 §4). An
 * unknown email answers like a sent code; a confirmed account is 409 AlreadyConfirmed; Cognito's
 * sending limit is 429.
 *
 * Each resend counts in the email's resend window (5 an hour, then 429 with `retryAfterSeconds`);
 * a resend Cognito accepts opens a fresh window for the new code, so wrong guesses at the old code
 * never lock the new one out (lambdas/auth/attempts.ts).
 */
import { CODE_LIMITS, emailSubject, sendNewCode, type AttemptData } from '../../auth/attempts';
import { resendSignUpCode as resend } from '../../auth/cognito';
import type { OperationFor } from '../../http/service';

export const resendSignUpCode: OperationFor<'resendSignUpCode', AttemptData> = async ({ body, deps }) => ({
  CodeDeliveryDetails: await sendNewCode(CODE_LIMITS.signUp, emailSubject(body.email), deps, () =>
    resend(body.email),
  ),
});
