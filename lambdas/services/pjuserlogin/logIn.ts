/**
 * POST pjuserlogin/login — signs in with email and password (001 §4, §7) and answers Cognito's tokens
 * as `token.AuthenticationResult`. Wrong credentials are 401 IncorrectCredentials (errorMsg4) and are
 * counted per email: at 5 in 15 minutes the call answers 429 without asking Cognito, until the
 * window ends; a success clears the count. A disabled account is 403 UserDisabled, an unconfirmed
 * one 403 UserNotConfirmed (the client resumes signup).
 */
import { ATTEMPT_LIMITS, emailSubject, withFailureLimit, type AttemptData } from '../../auth/attempts';
import { signIn } from '../../auth/cognito';
import { IncorrectCredentialsError } from '../../auth/errors';
import type { OperationFor } from '../../http/service';

export const logIn: OperationFor<'logIn', AttemptData> = async ({ body, deps }) => {
  const email = body.username_input;
  const tokens = await withFailureLimit(
    ATTEMPT_LIMITS.signIn,
    emailSubject(email),
    deps,
    [IncorrectCredentialsError],
    () => signIn(email, body.password_input),
  );
  return { token: { AuthenticationResult: tokens } };
};
