/**
 * POST pjuserpassword/pjuserpassword/forgotpasswordcode — mails a password-reset code (001 §4
 * forgot password). An unknown email answers like a sent code; Cognito's sending limit is 429.
 *
 * Every request counts in the email's request window (5 an hour, then 429 with `retryAfterSeconds`);
 * a code Cognito sends opens a fresh reset-code window, so wrong guesses at an earlier code never
 * lock the new one out (lambdas/auth/attempts.ts `sendNewCode`).
 */
import { CODE_LIMITS, emailSubject, sendNewCode, type AttemptData } from '../../auth/attempts';
import { requestPasswordReset as sendResetCode } from '../../auth/cognito';
import type { OperationFor } from '../../http/service';

export const requestPasswordReset: OperationFor<'requestPasswordReset', AttemptData> = async ({
  body,
  deps,
}) => ({
  CodeDeliveryDetails: await sendNewCode(CODE_LIMITS.passwordReset, emailSubject(body.email), deps, () =>
    sendResetCode(body.email, body.languageCode),
  ),
});
