/**
 * The Cognito behaviours cognito-local lacks, proven through the twin's /cognito (the shim) with
 * the real AWS SDK client, as Cognito answers them.
 */
import { createPrivateKey, sign } from 'node:crypto';
import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  DescribeUserPoolClientCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import cognitoLocalPrivateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import { CODE_MAILS } from '../../lambdas/auth/code-mail';
import { USER_POOL_CLIENT } from '../../lib/contract/infrastructure';
import { renderMailboxPage } from '../../lib/local/mailbox';
import {
  cognitoClient,
  confirmedUser,
  jwtClaims,
  latestCode,
  mailFor,
  nextSecond,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../twin/helpers';
import { twinInfo } from '../twin/urls';

const info = twinInfo();
const cognito = cognitoClient(info);
const ClientId = info.userPoolClientId;

afterAll(() => cognito.destroy());

/** The error an SDK call rejects with, as Cognito names and words it. */
async function cognitoError(call: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const { name, message } = error as Error;
    return { name, message };
  }
  throw new Error('the call succeeded');
}

const refresh = (token: string) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: token },
    }),
  );

describe('tokens', () => {
  it('are issued for the lifetimes the stack gives the app client, with ExpiresIn and TokenType', async () => {
    const client = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: info.userPoolId, ClientId }),
    );
    const user = await confirmedUser(info, cognito, uniqueEmail('lifetime'));

    const answer = await cognito.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );

    expect(client.UserPoolClient).toMatchObject({
      IdTokenValidity: USER_POOL_CLIENT.tokenValidity.idTokenMinutes,
      AccessTokenValidity: USER_POOL_CLIENT.tokenValidity.accessTokenMinutes,
      RefreshTokenValidity: USER_POOL_CLIENT.tokenValidity.refreshTokenDays,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    });
    const result = answer.AuthenticationResult!;
    expect(result).toMatchObject({ ExpiresIn: 300, TokenType: 'Bearer' });
    for (const token of [result.IdToken!, result.AccessToken!]) {
      const claims = jwtClaims(token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(5 * 60);
    }
    const refreshClaims = jwtClaims(result.RefreshToken!);
    expect(Number(refreshClaims.exp) - Number(refreshClaims.iat)).toBe(30 * 24 * 3600);
  });

  it('are renewed with REFRESH_TOKEN_AUTH, and the renewed ID token passes the gateway', async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('refresh'));
    const tokens = await signIn(info, cognito, user.email);

    const renewed = await refresh(tokens.RefreshToken);

    const result = renewed.AuthenticationResult!;
    expect(result).toMatchObject({ ExpiresIn: 300, TokenType: 'Bearer' });
    expect(result.RefreshToken).toBeUndefined();
    expect(jwtClaims(result.IdToken!)).toMatchObject({ sub: user.sub, token_use: 'id', email: user.email });
    const games = await fetch(`${info.urls.api}/pjgame/pjgame`, {
      headers: { Authorization: result.IdToken! },
    });
    expect(games.status).toBe(200);
  });

  it("carry Cognito's session claims: refreshed tokens keep the sign-in's auth_time and origin_jti", async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('claims'));
    const tokens = await signIn(info, cognito, user.email);
    await nextSecond();

    const renewed = (await refresh(tokens.RefreshToken)).AuthenticationResult!;

    const signedIn = jwtClaims(tokens.IdToken);
    expect(signedIn).toMatchObject({
      origin_jti: expect.any(String),
      jti: expect.any(String),
      auth_time: signedIn.iat,
    });
    expect(jwtClaims(tokens.AccessToken)).toMatchObject({
      origin_jti: signedIn.origin_jti,
      auth_time: signedIn.auth_time,
    });
    for (const token of [renewed.IdToken!, renewed.AccessToken!]) {
      const claims = jwtClaims(token);
      expect(claims).toMatchObject({ origin_jti: signedIn.origin_jti, auth_time: signedIn.auth_time });
      expect(claims.jti).not.toBe(signedIn.jti);
      expect(Number(claims.iat)).toBeGreaterThan(Number(signedIn.auth_time));
    }
    const again = jwtClaims((await signIn(info, cognito, user.email)).IdToken);
    expect(again.origin_jti).not.toBe(signedIn.origin_jti);
  });

  it('refuses an expired refresh token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iat: now - 7200, exp: now - 3600, jti: 'x' })}`;
    const signature = sign(
      'RSA-SHA256',
      Buffer.from(unsigned),
      createPrivateKey(cognitoLocalPrivateKey.pem),
    ).toString('base64url');

    await expect(cognitoError(refresh(`${unsigned}.${signature}`))).resolves.toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has expired',
    });
  });
});

describe('ConfirmSignUp', () => {
  it('answers an unknown user like a wrong code (the client prevents user-existence errors)', async () => {
    await expect(
      cognitoError(
        cognito.send(
          new ConfirmSignUpCommand({
            ClientId,
            Username: uniqueEmail('neverseen'),
            ConfirmationCode: '123456',
          }),
        ),
      ),
    ).resolves.toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });
});

describe('AdminGetUser by email', () => {
  it('answers Enabled and UserStatus through sign-up, confirmation and disabling, in any case', async () => {
    const email = uniqueEmail('getuser');
    const get = () =>
      cognito.send(new AdminGetUserCommand({ UserPoolId: info.userPoolId, Username: email.toUpperCase() }));
    await cognito.send(new SignUpCommand({ ClientId, Username: email, Password: TEST_PASSWORD }));

    await expect(get()).resolves.toMatchObject({ Enabled: true, UserStatus: 'UNCONFIRMED' });
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId,
        Username: email,
        ConfirmationCode: await latestCode(info, email, 'SignUp'),
      }),
    );
    const confirmed = await get();
    expect(confirmed).toMatchObject({ Enabled: true, UserStatus: 'CONFIRMED' });
    expect(confirmed.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: info.userPoolId, Username: email }));
    await expect(get()).resolves.toMatchObject({ Enabled: false, UserStatus: 'CONFIRMED' });
  });

  it('answers UserNotFoundException for an unknown email', async () => {
    await expect(
      cognitoError(
        cognito.send(
          new AdminGetUserCommand({ UserPoolId: info.userPoolId, Username: uniqueEmail('ghost') }),
        ),
      ),
    ).resolves.toEqual({ name: 'UserNotFoundException', message: 'User does not exist.' });
  });
});

describe('ForgotPassword and ConfirmForgotPassword', () => {
  const forgot = (email: string) => cognito.send(new ForgotPasswordCommand({ ClientId, Username: email }));
  const confirm = (email: string, code: string, password = 'Reset5pass!') =>
    cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId,
        Username: email,
        ConfirmationCode: code,
        Password: password,
      }),
    );

  it('mails a code to the verified address that sets the new password once', async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('reset'));

    const sent = await forgot(user.email);

    expect(sent.CodeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: 'r***@t***',
    });
    const [mail] = await mailFor(info, user.email);
    expect(mail).toMatchObject({ source: 'ForgotPassword', subject: CODE_MAILS.en.resetPassword.subject });
    const wrong = mail!.code === '000000' ? '111111' : '000000';
    await expect(cognitoError(confirm(user.email, wrong))).resolves.toEqual({
      name: 'CodeMismatchException',
      message: 'Incorrect confirmation code',
    });
    await confirm(user.email, mail!.code);
    await expect(signIn(info, cognito, user.email, 'Reset5pass!')).resolves.toHaveProperty('IdToken');
    await expect(cognitoError(confirm(user.email, mail!.code, 'Again6pass!'))).resolves.toEqual({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('refuses an account whose email was never verified', async () => {
    const email = uniqueEmail('unverified');
    await cognito.send(new SignUpCommand({ ClientId, Username: email, Password: TEST_PASSWORD }));

    await expect(cognitoError(forgot(email))).resolves.toEqual({
      name: 'InvalidParameterException',
      message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
    });
  });

  it('answers an unknown email with a simulated delivery and mails nothing', async () => {
    const email = uniqueEmail('nobody');

    await expect(forgot(email)).resolves.toHaveProperty('CodeDeliveryDetails.Destination', 'n***@t***');
    await expect(mailFor(info, email)).resolves.toEqual([]);
  });
});

describe('ResendConfirmationCode', () => {
  it('mails a new code that confirms the account, and the earlier code stops working', async () => {
    const email = uniqueEmail('resend');
    await cognito.send(new SignUpCommand({ ClientId, Username: email, Password: TEST_PASSWORD }));
    const [signUpMail] = await mailFor(info, email);

    const resent = await cognito.send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));

    expect(resent.CodeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: 'r***@t***',
    });
    const mails = await mailFor(info, email);
    expect(mails.map((mail) => mail.source)).toEqual(['ResendCode', 'SignUp']);
    const [resendMail] = mails;
    expect(resendMail!.code).toMatch(/^\d{6}$/);
    expect(resendMail!.text).toContain(resendMail!.code);
    if (resendMail!.code !== signUpMail!.code) {
      await expect(
        cognitoError(
          cognito.send(
            new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: signUpMail!.code }),
          ),
        ),
      ).resolves.toEqual({ name: 'CodeMismatchException', message: 'Incorrect confirmation code' });
    }
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: resendMail!.code }),
    );
    await expect(signIn(info, cognito, email)).resolves.toHaveProperty('IdToken');
  });

  it('refuses a user who is already confirmed', async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('confirmed'));

    const error = await cognitoError(
      cognito.send(new ResendConfirmationCodeCommand({ ClientId, Username: user.email })),
    );

    expect(error).toEqual({ name: 'InvalidParameterException', message: 'User is already confirmed.' });
  });

  it('answers an unknown user like a known one (the client prevents user-existence errors)', async () => {
    const answer = await cognito.send(
      new ResendConfirmationCodeCommand({ ClientId, Username: uniqueEmail('nobody') }),
    );

    expect(answer.CodeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: 'n***@t***',
    });
  });
});

describe('GlobalSignOut', () => {
  it('revokes every refresh and access token issued before it, and later sign-ins work', async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('signout'));
    const first = await signIn(info, cognito, user.email);
    const second = await signIn(info, cognito, user.email);
    await expect(refresh(first.RefreshToken)).resolves.toHaveProperty('AuthenticationResult.IdToken');

    await cognito.send(new GlobalSignOutCommand({ AccessToken: second.AccessToken }));

    for (const token of [first.RefreshToken, second.RefreshToken]) {
      await expect(cognitoError(refresh(token))).resolves.toEqual({
        name: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
    }
    await expect(
      cognitoError(cognito.send(new GetUserCommand({ AccessToken: first.AccessToken }))),
    ).resolves.toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    const again = await signIn(info, cognito, user.email);
    await expect(refresh(again.RefreshToken)).resolves.toHaveProperty('AuthenticationResult.IdToken');
    await expect(
      cognito.send(new GetUserCommand({ AccessToken: again.AccessToken })),
    ).resolves.toHaveProperty('Username');
  });

  it('AdminUserGlobalSignOut revokes the user’s refresh tokens too', async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('adminsignout'));
    const tokens = await signIn(info, cognito, user.email);

    await cognito.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: info.userPoolId, Username: user.email }),
    );

    await expect(cognitoError(refresh(tokens.RefreshToken))).resolves.toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('AdminUserGlobalSignOut of an unknown user is UserNotFoundException', async () => {
    const error = await cognitoError(
      cognito.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: info.userPoolId, Username: uniqueEmail('ghost') }),
      ),
    );

    expect(error).toEqual({ name: 'UserNotFoundException', message: 'User does not exist.' });
  });
});

describe('a disabled user', () => {
  it('cannot sign in, nor refresh tokens issued before; enabled again, they can', async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('disabled'));
    const before = await signIn(info, cognito, user.email);

    await cognito.send(new AdminDisableUserCommand({ UserPoolId: info.userPoolId, Username: user.email }));

    const disabled = { name: 'NotAuthorizedException', message: 'User is disabled.' };
    await expect(cognitoError(signIn(info, cognito, user.email))).resolves.toEqual(disabled);
    await expect(cognitoError(refresh(before.RefreshToken))).resolves.toEqual(disabled);
    await expect(
      cognitoError(cognito.send(new GetUserCommand({ AccessToken: before.AccessToken }))),
    ).resolves.toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    await expect(cognitoError(signIn(info, cognito, user.email, 'Wrong4pass!'))).resolves.toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });

    await cognito.send(new AdminEnableUserCommand({ UserPoolId: info.userPoolId, Username: user.email }));
    await expect(signIn(info, cognito, user.email)).resolves.toHaveProperty('IdToken');
  });
});

describe('sign-in errors as Cognito words them', () => {
  it('a wrong password and an unknown user are both "Incorrect username or password."', async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('wrongpass'));
    const incorrect = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };

    await expect(cognitoError(signIn(info, cognito, user.email, 'Wrong4pass!'))).resolves.toEqual(incorrect);
    await expect(cognitoError(signIn(info, cognito, uniqueEmail('unknown')))).resolves.toEqual(incorrect);
  });

  it('refuses a password flow the web client does not allow, as the stack configures it', async () => {
    const user = await confirmedUser(info, cognito, uniqueEmail('adminflow'));

    const error = await cognitoError(
      cognito.send(
        new AdminInitiateAuthCommand({
          UserPoolId: info.userPoolId,
          ClientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }),
      ),
    );

    expect(error).toEqual({
      name: 'InvalidParameterException',
      message: 'Auth flow not enabled for this client',
    });
  });

  it('enforces the pool password policy on sign-up and password change', async () => {
    const policy = (reason: string) => ({
      name: 'InvalidPasswordException',
      message: `Password did not conform with policy: ${reason}`,
    });
    const signUp = (password: string) =>
      cognitoError(
        cognito.send(new SignUpCommand({ ClientId, Username: uniqueEmail('policy'), Password: password })),
      );

    await expect(signUp('Ab1!')).resolves.toEqual(policy('Password not long enough'));
    await expect(signUp('abcdefg!')).resolves.toEqual(policy('Password must have numeric characters'));
    await expect(signUp('abcdefg1')).resolves.toEqual(policy('Password must have symbol characters'));

    const user = await confirmedUser(info, cognito, uniqueEmail('change'));
    const tokens = await signIn(info, cognito, user.email);
    await expect(
      cognitoError(
        cognito.send(
          new ChangePasswordCommand({
            AccessToken: tokens.AccessToken,
            PreviousPassword: 'Wrong4pass!',
            ProposedPassword: 'New4pass!',
          }),
        ),
      ),
    ).resolves.toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    await cognito.send(
      new ChangePasswordCommand({
        AccessToken: tokens.AccessToken,
        PreviousPassword: user.password,
        ProposedPassword: 'New4pass!',
      }),
    );
    await expect(signIn(info, cognito, user.email, 'New4pass!')).resolves.toHaveProperty('IdToken');
  });
});

describe('the emulator’s own port', () => {
  it('has the shim in front too', async () => {
    const direct = cognitoClient(info, info.urls.engines.cognito);
    const error = await cognitoError(
      direct.send(
        new ResendConfirmationCodeCommand({ ClientId, Username: (await confirmedUser(info, cognito)).email }),
      ),
    );
    direct.destroy();

    expect(error).toEqual({ name: 'InvalidParameterException', message: 'User is already confirmed.' });
  });
});

describe('the local mailbox', () => {
  it('lists codes on /_local/mailbox', async () => {
    const email = uniqueEmail('mailbox');
    await cognito.send(new SignUpCommand({ ClientId, Username: email, Password: TEST_PASSWORD }));

    const page = await fetch(`${info.urls.site}/_local/mailbox`);

    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    const [mail] = await mailFor(info, email);
    expect(html).toContain(email);
    expect(html).toContain(mail!.code);
  });

  it("words each code mail as the stack's CustomMessage trigger does: the call's language, then the account's locale", async () => {
    const email = uniqueEmail('korean');
    await cognito.send(
      new SignUpCommand({
        ClientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'locale', Value: 'ko' }],
        ClientMetadata: { languageCode: 'ko' },
      }),
    );
    await cognito.send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));

    const [resent, signedUp] = await mailFor(info, email);
    expect(signedUp).toMatchObject({
      source: 'SignUp',
      subject: CODE_MAILS.ko.signUp.subject,
      text: CODE_MAILS.ko.signUp.message.replace('{####}', signedUp!.code),
    });
    // the resend call names no language: the locale the sign-up stored
    expect(resent).toMatchObject({
      source: 'ResendCode',
      subject: CODE_MAILS.ko.signUp.subject,
      text: CODE_MAILS.ko.signUp.message.replace('{####}', resent!.code),
    });
  });

  it('escapes what it shows', () => {
    const html = renderMailboxPage([
      {
        id: 1,
        at: 'now',
        source: 'SignUp',
        to: '"<script>alert(1)</script>"@x.example',
        username: 'u',
        code: '123456',
        subject: 's',
        text: '<b>t</b>',
      },
    ]);

    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;@x.example');
    expect(html).toContain('&lt;b&gt;t&lt;/b&gt;');
  });
});
