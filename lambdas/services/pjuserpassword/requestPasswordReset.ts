/**
 * POST pjuserpassword/pjuserpassword/forgotpasswordcode — mails a password-reset code (001 §4
 * forgot password). An unknown email answers like a sent code; Cognito's sending limit is 429.
 *
 * Every request counts for the email with the caller's address (5 an hour) and in the email's ceiling
 * over every address (5 in 15 minutes), then 429 with `retryAfterSeconds`; a code Cognito sends opens
 * a fresh reset-code window for the address that asked, so its wrong guesses at an earlier code never
 * lock the new one out (lambdas/auth/attempts.ts `sendNewCode`).
 */
import { CODE_LIMITS, sendNewCode, type AttemptData } from '../../auth/attempts';
import { requestPasswordReset as sendResetCode } from '../../auth/cognito';
import { clientAddress, UNKNOWN_ADDRESS } from '../../http/client-address';
import type { OperationFor } from '../../http/service';

export const requestPasswordReset: OperationFor<'requestPasswordReset', AttemptData> = async ({
  body,
  deps,
  event,
}) => ({
  CodeDeliveryDetails: await sendNewCode(
    CODE_LIMITS.passwordReset,
    body.email,
    clientAddress(event) ?? UNKNOWN_ADDRESS,
    deps,
    () => sendResetCode(body.email, body.languageCode),
  ),
});
