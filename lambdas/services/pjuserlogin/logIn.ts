/**
 * POST pjuserlogin/login — signs in with email and password (001 §4, §7) and answers Cognito's tokens
 * as `token.AuthenticationResult`. Each attempt takes a place first in the window of the email with the
 * caller's address (5 in 15 minutes) and in the email's ceiling over every address (10 in 10
 * minutes): a full window answers 429 without asking Cognito, until it ends; wrong credentials (401
 * IncorrectCredentials, errorMsg4) keep their places, a success clears both windows, so a stranger's
 * failures elsewhere slow the owner at most (auth/attempts.ts). A disabled account
 * is 403 UserDisabled, an unconfirmed one 403 UserNotConfirmed (the client resumes signup). The tokens
 * always outlive the user's latest sign-out, even one in the same second (auth/fresh-sign-in.ts).
 */
import { emailPlaces, SIGN_IN_LIMITS, withFailureLimit, type AttemptData } from '../../auth/attempts';
import { freshSignIn, type FreshSignInData } from '../../auth/fresh-sign-in';
import { IncorrectCredentialsError } from '../../auth/errors';
import { clientAddress, UNKNOWN_ADDRESS } from '../../http/client-address';
import type { OperationFor } from '../../http/service';

export const logIn: OperationFor<'logIn', AttemptData | FreshSignInData> = async ({ body, deps, event }) => {
  const email = body.username_input;
  const tokens = await withFailureLimit(
    emailPlaces(SIGN_IN_LIMITS, email, clientAddress(event) ?? UNKNOWN_ADDRESS),
    deps,
    [IncorrectCredentialsError],
    () => freshSignIn(email, body.password_input, deps),
  );
  return { token: { AuthenticationResult: tokens } };
};
