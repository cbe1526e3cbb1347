import '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjuserregistration';
import { useFixedDate } from '../clock';
import { NOW, apiEvent } from '../factories';
import { answer, attemptWrites, givenAttempts, SOURCE_ADDRESS } from './helpers';

const cognito = mockClient(CognitoIdentityProviderClient);
const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  cognito.reset();
  ddb.reset();
});
useFixedDate(NOW);

const ADDRESS_WINDOW = { pk: `LIMIT#registration#${SOURCE_ADDRESS}`, sk: 'LIMIT' };
const SHARED_WINDOW = { pk: 'LIMIT#registration-all#all', sk: 'LIMIT' };
/** The address's window with `count` registrations (of 10), everyone's with `shared` (of 300). */
const givenWindows = (count = 0, shared = 0) => {
  givenAttempts(ddb, ADDRESS_WINDOW, count, 10);
  givenAttempts(ddb, SHARED_WINDOW, shared, 300);
};
const existing = () =>
  new CognitoIdentityProviderServiceException({
    name: 'UsernameExistsException',
    message: 'An account with the given email already exists.',
    $fault: 'client',
    $metadata: {},
  });

const EMAIL = 'new.gamer@example.test';
const register = (overrides: Record<string, unknown> = {}) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjuserregistration/pjregistration',
      body: { username: EMAIL, email: EMAIL, password: 'g4mer!x', languageCode: 'ko', ...overrides },
    }),
  );

describe('POST pjuserregistration/pjregistration (register)', () => {
  it('signs up with the email as username and answers text naming the email', async () => {
    cognito.on(SignUpCommand).resolves({ UserSub: 'new-sub', UserConfirmed: false });
    givenWindows();

    const response = await register();

    expect(response.statusCode).toBe(200);
    expect(response.headers!['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`A verification code was sent to ${EMAIL}.`);
    expect(cognito.commandCalls(SignUpCommand)[0]!.args[0].input).toEqual({
      ClientId: 'test-client-id',
      Username: EMAIL,
      Password: 'g4mer!x',
      // the language is kept as the standard locale attribute: later code mails use it (CustomMessage)
      UserAttributes: [
        { Name: 'email', Value: EMAIL },
        { Name: 'locale', Value: 'ko' },
      ],
      ClientMetadata: { languageCode: 'ko' },
    });
    // counted per address and for everyone, before Cognito
    expect(attemptWrites(ddb, ADDRESS_WINDOW)).toEqual(['reserve']);
    expect(attemptWrites(ddb, SHARED_WINDOW)).toEqual(['reserve']);
  });

  it('refuses the eleventh registration of the hour from an address with 429, before Cognito', async () => {
    givenWindows(10);

    const response = await register();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toEqual({
      type: 'TooManyRequests',
      message: 'Sorry, there have been too many attempts. Please try again in 1 minute.',
      attemptsLeft: 0,
      retryAfterSeconds: 60,
    });
    expect(cognito.calls()).toHaveLength(0);
    // everyone's window is never touched: a registration refused per address counts nowhere
    expect(attemptWrites(ddb, SHARED_WINDOW)).toEqual([]);
  });

  it("refuses with 429 when everyone's window is full, giving back the address's place", async () => {
    givenWindows(0, 300);

    const response = await register();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toMatchObject({
      message: 'Sorry, we are receiving too many requests right now. Please try again in 1 minute.',
    });
    expect(cognito.calls()).toHaveLength(0);
    expect(attemptWrites(ddb, ADDRESS_WINDOW)).toEqual(['reserve', 'release']);
  });

  it('keeps the places of a registration Cognito refused, and gives them back when it failed (5xx)', async () => {
    givenWindows();
    cognito
      .on(SignUpCommand)
      .rejectsOnce(existing())
      .rejectsOnce(
        new CognitoIdentityProviderServiceException({
          name: 'InternalErrorException',
          message: 'boom',
          $fault: 'server',
          $metadata: {},
        }),
      );

    expect((await register()).statusCode).toBe(409);
    expect((await register()).statusCode).toBeGreaterThanOrEqual(500);
    expect(attemptWrites(ddb, ADDRESS_WINDOW)).toEqual(['reserve', 'reserve', 'release']);
  });

  it('answers an email that has an account with 409 UsernameExistsException', async () => {
    cognito.on(SignUpCommand).rejects(existing());
    givenWindows();

    const response = await register();

    expect(response.statusCode).toBe(409);
    expect(answer(response)).toEqual({
      type: 'UsernameExistsException',
      message: 'an account with this email already exists',
    });
  });

  it.each([
    ['too short', 'a1!b'],
    ['too long', 'abcdefgh1!abcdef'],
    ['no digit', 'password!'],
    ['no symbol', 'password1'],
    ['a symbol outside ! @ # $ % ^ & *', 'pass word1!'],
  ])('enforces the password rule before Cognito: %s', async (_, password) => {
    const response = await register({ password });

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual(
      expect.objectContaining({ issues: [{ path: 'body.password', message: 'invalid password' }] }),
    );
    expect(cognito.calls()).toHaveLength(0);
  });

  it('refuses a username that is not the email (400)', async () => {
    const response = await register({ username: 'other@example.test' });

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual(
      expect.objectContaining({ issues: [{ path: 'body.username', message: 'must be the email address' }] }),
    );
    expect(cognito.calls()).toHaveLength(0);
  });
});
