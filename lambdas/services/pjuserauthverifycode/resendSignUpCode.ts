/**
 * POST pjuserauthverifycode/pjuserauthverifycode/resend — mails the signup code again (001 §4). An
 * unknown email answers like a sent code; a confirmed account is 409 AlreadyConfirmed; Cognito's
 * sending limit is 429.
 */
import { resendSignUpCode as resend } from '../../auth/cognito';
import type { OperationFor } from '../../http/service';

export const resendSignUpCode: OperationFor<'resendSignUpCode'> = async ({ body }) => ({
  CodeDeliveryDetails: await resend(body.email),
});
