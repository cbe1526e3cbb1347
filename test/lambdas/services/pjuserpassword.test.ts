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
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjuserpassword';
import { useFixedDate } from '../clock';
import { ALICE, BOB, NOW, apiEvent } from '../factories';
import {
  ALICE_CLAIMS,
  ALICE_EMAIL,
  NOW_SECONDS,
  PROFILE_KEY,
  answer,
  givenAttempts,
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

describe('POST pjuserpassword/pjuserpassword/forgotpasswordcode (requestPasswordReset)', () => {
  it('has Cognito mail a reset code in the interface language', async () => {
    cognito
      .on(ForgotPasswordCommand)
      .resolves({ CodeDeliveryDetails: { Destination: 'a***@e***', DeliveryMedium: 'EMAIL' } });

    const response = await handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserpassword/pjuserpassword/forgotpasswordcode',
        body: { email: ALICE_EMAIL, languageCode: 'pt' },
      }),
    );

    expect(answer(response)).toEqual({
      CodeDeliveryDetails: { Destination: 'a***@e***', DeliveryMedium: 'EMAIL' },
    });
    expect(cognito.commandCalls(ForgotPasswordCommand)[0]!.args[0].input).toEqual({
      ClientId: 'test-client-id',
      Username: ALICE_EMAIL,
      ClientMetadata: { languageCode: 'pt' },
    });
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
  const WINDOW_KEY = { pk: `LIMIT#reset-code#${ALICE_EMAIL}`, sk: 'LIMIT' };

  it('sets the new password, then ends every session of the account', async () => {
    givenAttempts(ddb, WINDOW_KEY, 0);
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
  });

  it('answers a wrong code with 400 CodeMismatch, counted; at 5 the call is refused (429)', async () => {
    givenAttempts(ddb, WINDOW_KEY, 4);
    cognito.on(ConfirmForgotPasswordCommand).rejects(failure('CodeMismatchException'));

    const wrong = await confirm();
    givenAttempts(ddb, WINDOW_KEY, 5);
    const locked = await confirm();

    expect((answer(wrong) as { type: string }).type).toBe('CodeMismatch');
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual(WINDOW_KEY);
    expect(locked.statusCode).toBe(429);
    expect(cognito.commandCalls(ConfirmForgotPasswordCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
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
