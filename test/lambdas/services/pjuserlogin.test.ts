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
/** the lock: the email with the caller's address (apiEvent's source address) */
const WINDOW_KEY = { pk: 'LIMIT#sign-in#alice@example.test 198.51.100.7', sk: 'LIMIT' };
/** the ceiling: the email from any address */
const EMAIL_KEY = { pk: 'LIMIT#sign-in-email#alice@example.test', sk: 'LIMIT' };
/** The two windows: the pair's with `count` failures, the email's with `emailCount` (of 10). */
const givenWindows = (count: number | undefined, emailCount: number | undefined = count) => {
  givenAttempts(ddb, WINDOW_KEY, count);
  givenAttempts(ddb, EMAIL_KEY, emailCount, 10);
};
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
    givenWindows(undefined);
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
    // the attempt took a place in both windows before Cognito was asked (none open: new windows),
    // and the success closed them again
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve', 'open', 'clear']);
    expect(attemptWrites(ddb, EMAIL_KEY)).toEqual(['reserve', 'open', 'clear']);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toEqual(
      expect.objectContaining({
        Key: WINDOW_KEY,
        ConditionExpression: '#expiresAt > :now AND #count < :max',
      }),
    );
  });

  it('clears earlier failures after a success', async () => {
    givenWindows(2, 7);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: TOKENS });

    expect((await login()).statusCode).toBe(200);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: WINDOW_KEY },
      { TableName: TABLE, Key: EMAIL_KEY },
    ]);
  });

  it('answers a wrong password as 401 IncorrectCredentials and counts it against the email and address', async () => {
    givenWindows(1);
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
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve']);
    expect(attemptWrites(ddb, EMAIL_KEY)).toEqual(['reserve']);
  });

  it("says the fewest attempts left of the two windows: the email's ceiling when strangers filled it", async () => {
    givenWindows(0, 8);
    cognito
      .on(InitiateAuthCommand)
      .rejects(failure('NotAuthorizedException', 'Incorrect username or password.'));

    const response = await login('wrong!pass1');

    expect(answer(response)).toMatchObject({ type: 'IncorrectCredentials', attemptsLeft: 1 });
  });

  it('refuses with 429 after 5 failures from this address, without asking Cognito', async () => {
    givenWindows(5, 5);

    const response = await login();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toEqual({
      type: 'TooManyRequests',
      message: 'Sorry, there have been too many attempts. Please try again in 1 minute.',
      attemptsLeft: 0,
      retryAfterSeconds: 60,
    });
    expect(cognito.calls()).toHaveLength(0);
    // the email's ceiling is never touched: a call refused by the narrow window counts nowhere
    expect(attemptWrites(ddb, EMAIL_KEY)).toEqual([]);
  });

  it("refuses with 429 when the email's ceiling is full, giving back this address's place", async () => {
    givenWindows(0, 10);

    const response = await login();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toMatchObject({ type: 'TooManyRequests', retryAfterSeconds: 60 });
    expect(cognito.calls()).toHaveLength(0);
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve', 'release']);
  });

  it.each([
    ['User is disabled.', 'NotAuthorizedException', 403, 'UserDisabled'],
    ['User is not confirmed.', 'UserNotConfirmedException', 403, 'UserNotConfirmed'],
  ])('answers "%s" as %s → %s %s, not counted as a wrong password', async (message, name, status, type) => {
    givenWindows(0);
    cognito.on(InitiateAuthCommand).rejects(failure(name, message));

    const response = await login();

    expect(response.statusCode).toBe(status);
    expect((answer(response) as { type: string }).type).toBe(type);
    // the places the attempt took are given back
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve', 'release']);
    expect(attemptWrites(ddb, EMAIL_KEY)).toEqual(['reserve', 'release']);
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
