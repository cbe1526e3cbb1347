import * as v from 'valibot';
import { TABLE } from '../env';
import {
  CognitoIdentityProviderServiceException,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { answers } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjuserlogin';
import { useFixedDate } from '../clock';
import { NOW, apiEvent } from '../factories';
import { answer, attemptWrites, givenAttempts, mockAccountClients } from './helpers';

const { cognito, ddb } = mockAccountClients();
useFixedDate(NOW);

const EMAIL = 'Alice@Example.test';
const WINDOW_KEY = { pk: 'LIMIT#sign-in#alice@example.test', sk: 'LIMIT' };
const login = (password = 'pa55word!') =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjuserlogin/login',
      body: { username_input: EMAIL, password_input: password },
    }),
  );
const failure = (name: string, message: string) =>
  new CognitoIdentityProviderServiceException({ name, message, $fault: 'client', $metadata: {} });
const TOKENS = {
  IdToken: 'id',
  AccessToken: 'access',
  RefreshToken: 'refresh',
  ExpiresIn: 300,
  TokenType: 'Bearer',
};

describe('POST pjuserlogin/login (logIn)', () => {
  it('answers the tokens as token.AuthenticationResult', async () => {
    givenAttempts(ddb, WINDOW_KEY, undefined);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: TOKENS });

    const response = await login();

    expect(response.statusCode).toBe(200);
    expect(answer(response)).toEqual({ token: { AuthenticationResult: TOKENS } });
    expect(v.parse(answers.signIn(), answer(response))).toEqual(answer(response));
    expect(cognito.commandCalls(InitiateAuthCommand)[0]!.args[0].input).toEqual({
      ClientId: 'test-client-id',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: EMAIL, PASSWORD: 'pa55word!' },
    });
    // the attempt took a place before Cognito was asked (none open: a new window), and the success
    // closed the window again
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve', 'open', 'clear']);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(
      expect.objectContaining({
        Key: WINDOW_KEY,
        ConditionExpression: '#expiresAt > :now AND #count < :max',
      }),
    );
  });

  it('clears earlier failures after a success', async () => {
    givenAttempts(ddb, WINDOW_KEY, 2);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: TOKENS });

    expect((await login()).statusCode).toBe(200);
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Key: WINDOW_KEY });
  });

  it('answers a wrong password as 401 IncorrectCredentials and counts it against the email', async () => {
    givenAttempts(ddb, WINDOW_KEY, 1);
    cognito
      .on(InitiateAuthCommand)
      .rejects(failure('NotAuthorizedException', 'Incorrect username or password.'));

    const response = await login('wrong!pass1');

    expect(response.statusCode).toBe(401);
    expect(answer(response)).toEqual({
      type: 'IncorrectCredentials',
      message: 'incorrect email or password',
      attemptsLeft: 3,
    });
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(
      expect.objectContaining({ Key: WINDOW_KEY, UpdateExpression: 'ADD #count :one' }),
    );
  });

  it('refuses with 429 after 5 failures in the window, without asking Cognito', async () => {
    givenAttempts(ddb, WINDOW_KEY, 5);

    const response = await login();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toEqual({
      type: 'TooManyRequests',
      message: 'too many attempts: try again in 1 minute',
      attemptsLeft: 0,
      retryAfterSeconds: 60,
    });
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each([
    ['User is disabled.', 'NotAuthorizedException', 403, 'UserDisabled'],
    ['User is not confirmed.', 'UserNotConfirmedException', 403, 'UserNotConfirmed'],
  ])('answers "%s" as %s → %s %s, not counted as a wrong password', async (message, name, status, type) => {
    givenAttempts(ddb, WINDOW_KEY, 0);
    cognito.on(InitiateAuthCommand).rejects(failure(name, message));

    const response = await login();

    expect(response.statusCode).toBe(status);
    expect((answer(response) as { type: string }).type).toBe(type);
    // the place the attempt took is given back
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve', 'release']);
  });

  it('answers 400 for a malformed email or an empty password without calling anything', async () => {
    const bad = await handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserlogin/login',
        body: { username_input: 'alice', password_input: '' },
      }),
    );

    expect(bad.statusCode).toBe(400);
    expect((answer(bad) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'body.username_input',
      'body.password_input',
    ]);
    expect(cognito.calls()).toHaveLength(0);
    expect(ddb.calls()).toHaveLength(0);
  });
});
