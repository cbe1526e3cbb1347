/**
 * POST pjuserpassword/pjuserpassword/forgotpasswordcode — mails a password-reset code (001 §4
 * forgot password). An unknown email answers like a sent code; Cognito's sending limit is 429.
 */
import { requestPasswordReset as sendResetCode } from '../../auth/cognito';
import type { OperationFor } from '../../http/service';

export const requestPasswordReset: OperationFor<'requestPasswordReset'> = async ({ body }) => ({
  CodeDeliveryDetails: await sendResetCode(body.email, body.languageCode),
});
