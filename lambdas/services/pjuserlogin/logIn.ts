/**
 * POST pjuserlogin/login — signs in with email and password (001 §4, §7) and answers Cognito's tokens
 * as `token.AuthenticationResult`. Each attempt takes a place in the email's window first (5 in 15
 * minutes): a full window answers 429 without asking Cognito, until it ends; wrong credentials (401
 * IncorrectCredentials, errorMsg4) keep their place, a success clears the window. A disabled account
 * is 403 UserDisabled, an unconfirmed one 403 UserNotConfirmed (the client resumes signup). The tokens
 * always outlive the user's latest sign-out, even one in the same second (auth/fresh-sign-in.ts).
 */
import { ATTEMPT_LIMITS, emailSubject, withFailureLimit, type AttemptData } from '../../auth/attempts';
import { freshSignIn, type FreshSignInData } from '../../auth/fresh-sign-in';
import { IncorrectCredentialsError } from '../../auth/errors';
import type { OperationFor } from '../../http/service';

export const logIn: OperationFor<'logIn', AttemptData | FreshSignInData> = async ({ body, deps }) => {
  const email = body.username_input;
  const tokens = await withFailureLimit(
    ATTEMPT_LIMITS.signIn,
    emailSubject(email),
    deps,
    [IncorrectCredentialsError],
    () => freshSignIn(email, body.password_input, deps),
  );
  return { token: { AuthenticationResult: tokens } };
};
