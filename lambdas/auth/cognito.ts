/**
 * The Cognito user pool calls of the account services, one named function per call, with Cognito's
 * failures turned into the typed account errors (auth/errors.ts) in one place. The client is created
 * once per container; the pool and app client ids are read (and validated) on first use.
 *
 * Users sign in by email: the pool's username attribute is `email` (lib/aws UserAuth, lib/seed), so
 * the public calls pass the email as `Username`, and the admin calls accept it as an alias too.
 */
import {
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  type CodeDeliveryDetailsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { authConfig } from '../core/config';
import { BadRequestError, InternalServerError } from '../core/errors';
import {
  AlreadyConfirmedError,
  CodeMismatchError,
  ExpiredCodeError,
  IncorrectCredentialsError,
  IncorrectPasswordError,
  InvalidPasswordError,
  PasswordResetRequiredError,
  TooManyAttemptsError,
  UserDisabledError,
  UserNotConfirmedError,
  UsernameExistsError,
} from './errors';

export const cognitoClient = new CognitoIdentityProviderClient({});

/** The tokens of a successful sign-in, in Cognito's names (001 §7: token.AuthenticationResult.IdToken). */
export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: string;
}

/** Where a code was sent (Cognito masks the address). */
export interface CodeDelivery {
  Destination?: string;
  DeliveryMedium?: string;
  AttributeName?: string;
}

/** The state of a pool account, for the existence check (001 §4). */
export interface AccountStatus {
  /** the account's `sub`: the user's uuid */
  uuid: string | undefined;
  enabled: boolean;
  /** UNCONFIRMED, CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED, ... */
  status: string;
}

/** Which call failed: the same Cognito error means different things to different calls. */
type Call =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendCode'
  | 'forgotPassword'
  | 'confirmForgotPassword'
  | 'changePassword';

/**
 * Cognito's failure as a typed error. Cognito gives a few cases only in the message of a
 * NotAuthorizedException / InvalidParameterException ("User is disabled.", "... Current status is
 * CONFIRMED", "User is already confirmed."); those texts are read here and nowhere else.
 */
function translate(error: unknown, call: Call): never {
  if (!(error instanceof Error)) throw error;
  const { name, message } = error;
  const options = { cause: error };
  switch (name) {
    case 'NotAuthorizedException':
      if (/user is disabled/i.test(message)) throw new UserDisabledError('the account is disabled', options);
      if (/password attempts exceeded/i.test(message))
        throw new TooManyAttemptsError('too many failed sign-in attempts, try again later', options);
      if (/current status is confirmed/i.test(message))
        throw new AlreadyConfirmedError('the account is already confirmed', options);
      if (call === 'signIn') throw new IncorrectCredentialsError('incorrect email or password', options);
      if (call === 'changePassword')
        throw new IncorrectPasswordError('the current password is wrong', options);
      break;
    case 'UserNotFoundException':
      // only when the client does not prevent user-existence errors: never reveal it
      if (call === 'signIn') throw new IncorrectCredentialsError('incorrect email or password', options);
      if (call === 'confirmSignUp' || call === 'confirmForgotPassword')
        throw new CodeMismatchError('the code is not valid', options);
      break;
    case 'UserNotConfirmedException':
      throw new UserNotConfirmedError('the email address is not confirmed yet', options);
    case 'PasswordResetRequiredException':
      throw new PasswordResetRequiredError('a new password is required: use forgot password', options);
    case 'UsernameExistsException':
      throw new UsernameExistsError('an account with this email already exists', options);
    case 'CodeMismatchException':
      throw new CodeMismatchError('the code is not valid', options);
    case 'ExpiredCodeException':
      throw new ExpiredCodeError('the code has expired, ask for a new one', options);
    case 'InvalidPasswordException':
      throw new InvalidPasswordError('the password does not satisfy the password rule', options);
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      throw new TooManyAttemptsError('too many attempts, try again later', options);
    case 'InvalidParameterException':
      if (/already confirmed/i.test(message))
        throw new AlreadyConfirmedError('the account is already confirmed', options);
      throw new BadRequestError('the identity service refused the request', options);
  }
  throw error;
}

const settings = () => authConfig();

/** USER_PASSWORD_AUTH sign-in with the app client (001 §7 POST pjuserlogin/login). */
export async function signIn(email: string, password: string): Promise<AuthenticationResult> {
  let result;
  try {
    result = await cognitoClient.send(
      new InitiateAuthCommand({
        ClientId: settings().clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  } catch (error) {
    translate(error, 'signIn');
  }
  if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
    throw new PasswordResetRequiredError('a new password is required: use forgot password');
  }
  const tokens = result.AuthenticationResult;
  if (!tokens?.IdToken || !tokens.AccessToken) {
    throw new InternalServerError(`sign-in answered no tokens (challenge ${result.ChallengeName ?? 'none'})`);
  }
  return {
    IdToken: tokens.IdToken,
    AccessToken: tokens.AccessToken,
    ...(tokens.RefreshToken ? { RefreshToken: tokens.RefreshToken } : {}),
    ExpiresIn: tokens.ExpiresIn ?? 0,
    TokenType: tokens.TokenType ?? 'Bearer',
  };
}

/**
 * Creates the pool account (email as username) and sends the 6-digit code; answers the new `sub`. The
 * interface language goes with the call (the code mail's language) and into the standard `locale`
 * attribute, so later code mails (a resent code, an email change) use it too (auth/code-mail.ts).
 */
export async function signUp(email: string, password: string, languageCode: string): Promise<string> {
  try {
    const result = await cognitoClient.send(
      new SignUpCommand({
        ClientId: settings().clientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'locale', Value: languageCode },
        ],
        ClientMetadata: { languageCode },
      }),
    );
    return result.UserSub ?? '';
  } catch (error) {
    translate(error, 'signUp');
  }
}

/** Confirms the email with the code Cognito sent. */
export async function confirmSignUp(email: string, code: string): Promise<void> {
  try {
    await cognitoClient.send(
      new ConfirmSignUpCommand({ ClientId: settings().clientId, Username: email, ConfirmationCode: code }),
    );
  } catch (error) {
    translate(error, 'confirmSignUp');
  }
}

function delivery(details: CodeDeliveryDetailsType | undefined): CodeDelivery {
  return {
    ...(details?.Destination ? { Destination: details.Destination } : {}),
    ...(details?.DeliveryMedium ? { DeliveryMedium: details.DeliveryMedium } : {}),
    ...(details?.AttributeName ? { AttributeName: details.AttributeName } : {}),
  };
}

/** Sends the signup code again. An unknown email looks like a success (no existence leak). */
export async function resendSignUpCode(email: string): Promise<CodeDelivery> {
  try {
    const result = await cognitoClient.send(
      new ResendConfirmationCodeCommand({ ClientId: settings().clientId, Username: email }),
    );
    return delivery(result.CodeDeliveryDetails);
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return {};
    translate(error, 'resendCode');
  }
}

/** Sends a password-reset code. An unknown email looks like a success (no existence leak). */
export async function requestPasswordReset(email: string, languageCode: string): Promise<CodeDelivery> {
  try {
    const result = await cognitoClient.send(
      new ForgotPasswordCommand({
        ClientId: settings().clientId,
        Username: email,
        ClientMetadata: { languageCode },
      }),
    );
    return delivery(result.CodeDeliveryDetails);
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return {};
    translate(error, 'forgotPassword');
  }
}

/** Sets a new password with the reset code. */
export async function confirmPasswordReset(email: string, code: string, password: string): Promise<void> {
  try {
    await cognitoClient.send(
      new ConfirmForgotPasswordCommand({
        ClientId: settings().clientId,
        Username: email,
        ConfirmationCode: code,
        Password: password,
      }),
    );
  } catch (error) {
    translate(error, 'confirmForgotPassword');
  }
}

/** Changes the password of the access token's owner. */
export async function changePassword(accessToken: string, previous: string, proposed: string): Promise<void> {
  try {
    await cognitoClient.send(
      new ChangePasswordCommand({
        AccessToken: accessToken,
        PreviousPassword: previous,
        ProposedPassword: proposed,
      }),
    );
  } catch (error) {
    translate(error, 'changePassword');
  }
}

/** Revokes every refresh token (and access token) of a user: their sessions end at the next refresh. */
export async function signOutEverywhere(userName: string): Promise<void> {
  await cognitoClient.send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: settings().userPoolId, Username: userName }),
  );
}

/** Disables a user: sign-in and token refresh are refused from now on. */
export async function disableUser(userName: string): Promise<void> {
  await cognitoClient.send(
    new AdminDisableUserCommand({ UserPoolId: settings().userPoolId, Username: userName }),
  );
}

/** The pool account of an email, or undefined when there is none. */
export async function accountStatus(email: string): Promise<AccountStatus | undefined> {
  try {
    const result = await cognitoClient.send(
      new AdminGetUserCommand({ UserPoolId: settings().userPoolId, Username: email }),
    );
    return {
      uuid: result.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value,
      enabled: result.Enabled ?? true,
      status: result.UserStatus ?? 'UNKNOWN',
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}
