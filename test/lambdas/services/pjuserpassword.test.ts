import { TABLE } from '../env';
import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderServiceException,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjuserpassword';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, apiEvent } from '../factories';
import {
  ALICE_CLAIMS,
  ALICE_EMAIL,
  NOW_SECONDS,
  PROFILE_KEY,
  answer,
  attemptWrites,
  emailWindowKeys,
  givenEmailWindows,
  givenCaller,
  mockAccountClients,
} from './helpers';

const { cognito, management, ddb } = mockAccountClients();
useFixedDate(NOW);

const failure = (name: string, message = name) =>
  new CognitoIdentityProviderServiceException({ name, message, $fault: 'client', $metadata: {} });
/** Alice's pool account: a reset finds whose sessions to end by its `sub`. */
const poolAccount = {
  Username: ALICE,
  Enabled: true,
  UserStatus: 'CONFIRMED' as const,
  UserAttributes: [{ Name: 'sub', Value: ALICE }],
};
/** The revocation on the session item, written before the profile's (data/sessions.ts). */
const sessionRevocation = {
  TableName: TABLE,
  Item: {
    pk: `USER#${ALICE}`,
    sk: 'SESSION',
    entity: 'session',
    uuid: ALICE,
    tokensValidAfter: NOW_SECONDS + 1,
  },
  ConditionExpression: 'attribute_not_exists(pk) OR #validAfter < :validAfter',
  ExpressionAttributeNames: { '#validAfter': 'tokensValidAfter' },
  ExpressionAttributeValues: { ':validAfter': NOW_SECONDS + 1 },
};
const revocation = {
  TableName: TABLE,
  Key: PROFILE_KEY,
  UpdateExpression: 'SET #validAfter = :validAfter',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeNames: { '#validAfter': 'tokensValidAfter' },
  ExpressionAttributeValues: { ':validAfter': NOW_SECONDS + 1 },
};
/** The service leaves open connections to the stream consumer (streams/index.ts): it never lists or closes them. */
function expectConnectionsUntouched() {
  expect(management.commandCalls(DeleteConnectionCommand)).toHaveLength(0);
  expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
}

/** The reset-code window and the code-request window of Alice's email (lambdas/auth/attempts.ts). */
const CODE = emailWindowKeys('reset-code', ALICE_EMAIL);
const REQUEST = emailWindowKeys('reset-code-request', ALICE_EMAIL);
const SIGN_IN = emailWindowKeys('sign-in', ALICE_EMAIL);
/** the windows of this email with the caller's address */
const CODE_WINDOW_KEY = CODE.pair;
const REQUEST_KEY = REQUEST.pair;
/** givenAttempts' windows end a minute after NOW */
const WINDOW_END_SECONDS = 60;

describe('POST pjuserpassword/pjuserpassword/forgotpasswordcode (requestPasswordReset)', () => {
  const request = () =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserpassword/pjuserpassword/forgotpasswordcode',
        body: { email: ALICE_EMAIL, languageCode: 'pt' },
      }),
    );
  const sent = { CodeDeliveryDetails: { Destination: 'a***@e***', DeliveryMedium: 'EMAIL' as const } };

  it('has Cognito mail a reset code in the interface language', async () => {
    givenEmailWindows(ddb, REQUEST, 0, 0, 5);
    givenEmailWindows(ddb, CODE, 0);
    cognito.on(ForgotPasswordCommand).resolves(sent);

    const response = await request();

    expect(answer(response)).toEqual(sent);
    expect(cognito.commandCalls(ForgotPasswordCommand)[0]!.args[0].input).toEqual({
      ClientId: 'test-client-id',
      Username: ALICE_EMAIL,
      ClientMetadata: { languageCode: 'pt' },
    });
  });

  it('counts the request and opens a fresh code window, so the new code works after a lockout', async () => {
    givenEmailWindows(ddb, REQUEST, 1, 1, 5);
    givenEmailWindows(ddb, CODE, 5);
    cognito.on(ForgotPasswordCommand).resolves(sent);

    expect((await request()).statusCode).toBe(200);

    expect(attemptWrites(ddb, REQUEST_KEY)).toEqual(['reserve']);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: REQUEST_KEY,
      UpdateExpression: 'ADD #count :one',
      ConditionExpression: '#expiresAt > :now AND #count < :max',
      ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':one': 1, ':now': NOW_SECONDS, ':max': 5 },
      ReturnValues: 'ALL_NEW',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    // the locked-out window of the old code is closed: the new code gets 5 attempts of its own
    expect(attemptWrites(ddb, CODE_WINDOW_KEY)).toEqual(['clear']);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: CODE_WINDOW_KEY },
    ]);
  });

  it('refuses a sixth request within the hour with 429 and when to ask again, keeping the code window', async () => {
    givenEmailWindows(ddb, REQUEST, 5, 5, 5);
    givenEmailWindows(ddb, CODE, 5);

    const response = await request();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toEqual({
      type: 'TooManyRequests',
      message: 'Sorry, there have been too many attempts. Please try again in 1 minute.',
      attemptsLeft: 0,
      retryAfterSeconds: WINDOW_END_SECONDS,
    });
    expect(cognito.calls()).toHaveLength(0);
    expect(attemptWrites(ddb, CODE_WINDOW_KEY)).toEqual([]);
  });

  it('keeps the code window when Cognito does not send a code (its sending limit is 429)', async () => {
    givenEmailWindows(ddb, REQUEST, 0, 0, 5);
    givenEmailWindows(ddb, CODE, 5);
    cognito.on(ForgotPasswordCommand).rejects(failure('LimitExceededException'));

    expect((await request()).statusCode).toBe(429);
    expect(attemptWrites(ddb, REQUEST_KEY)).toEqual(['reserve']);
    expect(attemptWrites(ddb, CODE_WINDOW_KEY)).toEqual([]);
  });
});

describe('POST pjuserpassword/pjuserpassword/forgotpasswordconfirm (confirmPasswordReset)', () => {
  const confirm = (password = 'n3w!pass') =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserpassword/pjuserpassword/forgotpasswordconfirm',
        body: { email: ALICE_EMAIL, code: '654321', password },
      }),
    );
  const WINDOW_KEY = CODE_WINDOW_KEY;

  it('sets the new password, then ends every session of the account', async () => {
    givenEmailWindows(ddb, CODE, 0);
    givenEmailWindows(ddb, SIGN_IN, 5, 10);
    ddb.on(UpdateCommand, { Key: PROFILE_KEY }).resolves({});
    cognito.on(ConfirmForgotPasswordCommand).resolves({});
    cognito.on(AdminGetUserCommand).resolves(poolAccount);
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});

    const response = await confirm();

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(cognito.commandCalls(ConfirmForgotPasswordCommand)[0]!.args[0].input).toEqual({
      ClientId: 'test-client-id',
      Username: ALICE_EMAIL,
      ConfirmationCode: '654321',
      Password: 'n3w!pass',
    });
    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_TestPool',
      Username: ALICE_EMAIL,
    });
    expect(ddb.commandCalls(PutCommand).map((call) => call.args[0].input)).toContainEqual(sessionRevocation);
    expect(ddb.commandCalls(UpdateCommand, { Key: PROFILE_KEY })[0]!.args[0].input).toEqual(revocation);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_TestPool',
      Username: ALICE_EMAIL,
    });
    expectConnectionsUntouched();
    // the reset is the way back from a sign-in lock: this address's and the email's windows close
    expect(attemptWrites(ddb, SIGN_IN.pair)).toEqual(['clear']);
    expect(attemptWrites(ddb, SIGN_IN.email)).toEqual(['clear']);
  });

  it('answers a wrong code with 400 CodeMismatch, counted; at 5 the call is refused (429)', async () => {
    givenEmailWindows(ddb, CODE, 4);
    cognito.on(ConfirmForgotPasswordCommand).rejects(failure('CodeMismatchException'));

    const wrong = await confirm();
    givenEmailWindows(ddb, CODE, 5);
    const locked = await confirm();

    expect(answer(wrong)).toEqual({ type: 'CodeMismatch', message: expect.any(String), attemptsLeft: 0 });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual(WINDOW_KEY);
    expect(locked.statusCode).toBe(429);
    expect(answer(locked)).toEqual({
      type: 'TooManyRequests',
      message: 'Sorry, there have been too many attempts. Please try again in 1 minute.',
      attemptsLeft: 0,
      retryAfterSeconds: WINDOW_END_SECONDS,
    });
    expect(cognito.commandCalls(ConfirmForgotPasswordCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('says how many attempts the code has left after a wrong one', async () => {
    givenEmailWindows(ddb, CODE, 1);
    cognito.on(ConfirmForgotPasswordCommand).rejects(failure('CodeMismatchException'));

    const response = await confirm();

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toMatchObject({ type: 'CodeMismatch', attemptsLeft: 3 });
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve']);
  });

  it('enforces the password rule before Cognito (400)', async () => {
    expect((await confirm('weakpass')).statusCode).toBe(400);
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('POST pjuserpassword/pjuserpassword/changepassword (changePassword)', () => {
  const accessToken = (sub: string) =>
    ['header', Buffer.from(JSON.stringify({ sub, token_use: 'access' })).toString('base64url'), 'sig'].join(
      '.',
    );
  const change = (body: Record<string, unknown> = {}) =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserpassword/pjuserpassword/changepassword',
        body: {
          accesstoken: accessToken(ALICE),
          oldpassword: 'old!pass1',
          newpassword: 'new!pass1',
          ...body,
        },
        sub: ALICE,
        claims: ALICE_CLAIMS,
      }),
    );

  it('changes the password with the access token, then ends every session', async () => {
    givenCaller(ddb);
    ddb.on(UpdateCommand).resolves({});
    cognito.on(ChangePasswordCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});

    const response = await change();

    expect(answer(response)).toEqual({ affectedRows: 1 });
    expect(cognito.commandCalls(ChangePasswordCommand)[0]!.args[0].input).toEqual({
      AccessToken: accessToken(ALICE),
      PreviousPassword: 'old!pass1',
      ProposedPassword: 'new!pass1',
    });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(revocation);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_TestPool',
      Username: ALICE,
    });
    expectConnectionsUntouched();
  });

  it('answers a wrong current password with 400 IncorrectPassword and keeps the sessions', async () => {
    givenCaller(ddb);
    cognito
      .on(ChangePasswordCommand)
      .rejects(failure('NotAuthorizedException', 'Incorrect username or password.'));

    const response = await change();

    expect(response.statusCode).toBe(400);
    expect((answer(response) as { type: string }).type).toBe('IncorrectPassword');
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a new password equal to the old one or breaking the rule (400), before Cognito', async () => {
    givenCaller(ddb);

    const same = await change({ newpassword: 'old!pass1' });
    const weak = await change({ newpassword: 'password' });

    expect(answer(same)).toEqual(
      expect.objectContaining({
        issues: [{ path: 'body.newpassword', message: 'must differ from the old password' }],
      }),
    );
    expect(weak.statusCode).toBe(400);
    expect(cognito.calls()).toHaveLength(0);
  });

  it("refuses another user's access token (403)", async () => {
    givenCaller(ddb);

    const response = await change({ accesstoken: accessToken(BOB) });

    expect(response.statusCode).toBe(403);
    expect(cognito.calls()).toHaveLength(0);
  });
});
