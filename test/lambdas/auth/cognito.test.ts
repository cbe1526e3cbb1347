import '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  accountStatus,
  changePassword,
  confirmPasswordReset,
  confirmSignUp,
  disableUser,
  requestPasswordReset,
  resendSignUpCode,
  signIn,
  signOutEverywhere,
  signUp,
} from '../../../lambdas/auth/cognito';
import { describeError } from '../../../lambdas/core/errors';

const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => cognito.reset());

const POOL = 'eu-west-1_TestPool';
const CLIENT = 'test-client-id';
const EMAIL = 'alice@example.test';

/** A Cognito service error as the SDK throws it. */
const failure = (name: string, message = name) =>
  new CognitoIdentityProviderServiceException({ name, message, $fault: 'client', $metadata: {} });

/** The status and type an operation's failure answers with. */
async function answerOf(promise: Promise<unknown>) {
  const error = (await promise.catch((caught: unknown) => caught)) as Parameters<typeof describeError>[0];
  return { ...describeError(error), name: error.name };
}

describe('signIn', () => {
  it('signs in with USER_PASSWORD_AUTH on the app client and answers the tokens', async () => {
    cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: {
        IdToken: 'id',
        AccessToken: 'access',
        RefreshToken: 'refresh',
        ExpiresIn: 300,
        TokenType: 'Bearer',
      },
    });

    const tokens = await signIn(EMAIL, 'pa55word!');

    expect(tokens).toEqual({
      IdToken: 'id',
      AccessToken: 'access',
      RefreshToken: 'refresh',
      ExpiresIn: 300,
      TokenType: 'Bearer',
    });
    expect(cognito.commandCalls(InitiateAuthCommand)[0]!.args[0].input).toEqual({
      ClientId: CLIENT,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: EMAIL, PASSWORD: 'pa55word!' },
    });
  });

  it.each([
    [
      'a wrong password',
      failure('NotAuthorizedException', 'Incorrect username or password.'),
      401,
      'IncorrectCredentials',
    ],
    ['an unknown user (legacy clients)', failure('UserNotFoundException'), 401, 'IncorrectCredentials'],
    ['a disabled user', failure('NotAuthorizedException', 'User is disabled.'), 403, 'UserDisabled'],
    ['an unconfirmed user', failure('UserNotConfirmedException'), 403, 'UserNotConfirmed'],
    ['a required reset', failure('PasswordResetRequiredException'), 403, 'PasswordResetRequired'],
    ['a lockout', failure('NotAuthorizedException', 'Password attempts exceeded'), 429, 'TooManyRequests'],
    ['throttling', failure('TooManyRequestsException'), 429, 'TooManyRequests'],
  ])('answers %s as %s %s', async (_, error, statusCode, type) => {
    cognito.on(InitiateAuthCommand).rejects(error);

    expect(await answerOf(signIn(EMAIL, 'x'))).toEqual(expect.objectContaining({ statusCode, type }));
  });

  it('answers a new-password challenge as PasswordResetRequired, and no tokens as a fault', async () => {
    cognito
      .on(InitiateAuthCommand)
      .resolvesOnce({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' })
      .resolvesOnce({ ChallengeName: 'SMS_MFA' });

    expect(await answerOf(signIn(EMAIL, 'x'))).toEqual(
      expect.objectContaining({ statusCode: 403, type: 'PasswordResetRequired' }),
    );
    expect(await answerOf(signIn(EMAIL, 'x'))).toEqual(expect.objectContaining({ statusCode: 500 }));
  });

  it('lets unknown Cognito failures through unchanged', async () => {
    const unknown = failure('InternalErrorException');
    cognito.on(InitiateAuthCommand).rejects(unknown);

    await expect(signIn(EMAIL, 'x')).rejects.toBe(unknown);
  });
});

describe('signUp', () => {
  it('signs up with the email as username and attribute, passing the interface language and keeping it as the locale', async () => {
    cognito.on(SignUpCommand).resolves({ UserSub: 'sub-1', UserConfirmed: false });

    expect(await signUp(EMAIL, 'pa55word!', 'ja')).toBe('sub-1');
    expect(cognito.commandCalls(SignUpCommand)[0]!.args[0].input).toEqual({
      ClientId: CLIENT,
      Username: EMAIL,
      Password: 'pa55word!',
      UserAttributes: [
        { Name: 'email', Value: EMAIL },
        { Name: 'locale', Value: 'ja' },
      ],
      ClientMetadata: { languageCode: 'ja' },
    });
  });

  it.each([
    [failure('UsernameExistsException'), 409, 'UsernameExistsException'],
    [failure('InvalidPasswordException'), 400, 'InvalidPassword'],
    [failure('InvalidParameterException', 'Invalid email address format.'), 400, 'BadRequest'],
  ])('answers %s as %s %s', async (error, statusCode, type) => {
    cognito.on(SignUpCommand).rejects(error);

    expect(await answerOf(signUp(EMAIL, 'pa55word!', 'en'))).toEqual(
      expect.objectContaining({ statusCode, type }),
    );
  });
});

describe('confirmSignUp and resendSignUpCode', () => {
  it('confirms with the code on the app client', async () => {
    cognito.on(ConfirmSignUpCommand).resolves({});

    await confirmSignUp(EMAIL, '123456');

    expect(cognito.commandCalls(ConfirmSignUpCommand)[0]!.args[0].input).toEqual({
      ClientId: CLIENT,
      Username: EMAIL,
      ConfirmationCode: '123456',
    });
  });

  it.each([
    [failure('CodeMismatchException'), 400, 'CodeMismatch'],
    [failure('ExpiredCodeException'), 400, 'ExpiredCode'],
    [failure('UserNotFoundException'), 400, 'CodeMismatch'],
    [
      failure('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
      409,
      'AlreadyConfirmed',
    ],
    [failure('TooManyFailedAttemptsException'), 429, 'TooManyRequests'],
  ])('answers %s as %s %s', async (error, statusCode, type) => {
    cognito.on(ConfirmSignUpCommand).rejects(error);

    expect(await answerOf(confirmSignUp(EMAIL, '123456'))).toEqual(
      expect.objectContaining({ statusCode, type }),
    );
  });

  it('resends the code and answers where it went; an unknown user looks like a success', async () => {
    cognito
      .on(ResendConfirmationCodeCommand)
      .resolvesOnce({
        CodeDeliveryDetails: { Destination: 'a***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      })
      .rejectsOnce(failure('UserNotFoundException'));

    expect(await resendSignUpCode(EMAIL)).toEqual({
      Destination: 'a***@e***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(await resendSignUpCode(EMAIL)).toEqual({});
    expect(cognito.commandCalls(ResendConfirmationCodeCommand)[0]!.args[0].input).toEqual({
      ClientId: CLIENT,
      Username: EMAIL,
    });
  });

  it.each([
    [failure('InvalidParameterException', 'User is already confirmed.'), 409, 'AlreadyConfirmed'],
    [failure('LimitExceededException'), 429, 'TooManyRequests'],
  ])('answers a resend failing with %s as %s %s', async (error, statusCode, type) => {
    cognito.on(ResendConfirmationCodeCommand).rejects(error);

    expect(await answerOf(resendSignUpCode(EMAIL))).toEqual(expect.objectContaining({ statusCode, type }));
  });
});

describe('passwords', () => {
  it('sends a reset code with the interface language; an unknown user looks like a success', async () => {
    cognito
      .on(ForgotPasswordCommand)
      .resolvesOnce({ CodeDeliveryDetails: { Destination: 'a***@e***', DeliveryMedium: 'EMAIL' } })
      .rejectsOnce(failure('UserNotFoundException'));

    expect(await requestPasswordReset(EMAIL, 'es')).toEqual({
      Destination: 'a***@e***',
      DeliveryMedium: 'EMAIL',
    });
    expect(await requestPasswordReset(EMAIL, 'es')).toEqual({});
    expect(cognito.commandCalls(ForgotPasswordCommand)[0]!.args[0].input).toEqual({
      ClientId: CLIENT,
      Username: EMAIL,
      ClientMetadata: { languageCode: 'es' },
    });
  });

  it('confirms a reset with the code and the new password', async () => {
    cognito.on(ConfirmForgotPasswordCommand).resolves({});

    await confirmPasswordReset(EMAIL, '654321', 'n3w!pass');

    expect(cognito.commandCalls(ConfirmForgotPasswordCommand)[0]!.args[0].input).toEqual({
      ClientId: CLIENT,
      Username: EMAIL,
      ConfirmationCode: '654321',
      Password: 'n3w!pass',
    });
  });

  it('answers a wrong or expired reset code as CodeMismatch / ExpiredCode', async () => {
    cognito
      .on(ConfirmForgotPasswordCommand)
      .rejectsOnce(failure('CodeMismatchException'))
      .rejectsOnce(failure('ExpiredCodeException'));

    expect((await answerOf(confirmPasswordReset(EMAIL, '1', 'p'))).type).toBe('CodeMismatch');
    expect((await answerOf(confirmPasswordReset(EMAIL, '1', 'p'))).type).toBe('ExpiredCode');
  });

  it('changes the password with the access token; a wrong current password is 400 IncorrectPassword', async () => {
    cognito
      .on(ChangePasswordCommand)
      .resolvesOnce({})
      .rejectsOnce(failure('NotAuthorizedException', 'Incorrect username or password.'));

    await changePassword('access-token', 'old!pass1', 'new!pass1');
    const wrong = await answerOf(changePassword('access-token', 'bad', 'new!pass1'));

    expect(cognito.commandCalls(ChangePasswordCommand)[0]!.args[0].input).toEqual({
      AccessToken: 'access-token',
      PreviousPassword: 'old!pass1',
      ProposedPassword: 'new!pass1',
    });
    expect(wrong).toEqual(expect.objectContaining({ statusCode: 400, type: 'IncorrectPassword' }));
  });
});

describe('admin calls', () => {
  it('signs a user out everywhere and disables a user in the pool', async () => {
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    cognito.on(AdminDisableUserCommand).resolves({});

    await signOutEverywhere('alice-sub');
    await disableUser('alice-sub');

    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'alice-sub',
    });
    expect(cognito.commandCalls(AdminDisableUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: 'alice-sub',
    });
  });

  it("answers an email's account state, or undefined when there is none", async () => {
    cognito
      .on(AdminGetUserCommand)
      .resolvesOnce({ Username: 'sub', Enabled: false, UserStatus: 'CONFIRMED' })
      .rejectsOnce(failure('UserNotFoundException'));

    expect(await accountStatus(EMAIL)).toEqual({ enabled: false, status: 'CONFIRMED' });
    expect(await accountStatus(EMAIL)).toBeUndefined();
    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: POOL,
      Username: EMAIL,
    });
  });

  it('lets other admin failures through', async () => {
    cognito.on(AdminGetUserCommand).rejects(failure('TooManyRequestsException'));

    await expect(accountStatus(EMAIL)).rejects.toThrow('TooManyRequestsException');
  });
});
