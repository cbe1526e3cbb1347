import '../env';
import { mockClient } from 'aws-sdk-client-mock';
import {
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { handler } from '../../../lambdas/services/pjuserregistration';
import { apiEvent } from '../factories';
import { answer } from './helpers';

const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => cognito.reset());

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

    const response = await register();

    expect(response.statusCode).toBe(200);
    expect(response.headers!['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`A verification code was sent to ${EMAIL}.`);
    expect(cognito.commandCalls(SignUpCommand)[0]!.args[0].input).toEqual({
      ClientId: 'test-client-id',
      Username: EMAIL,
      Password: 'g4mer!x',
      UserAttributes: [{ Name: 'email', Value: EMAIL }],
      ClientMetadata: { languageCode: 'ko' },
    });
  });

  it('answers an email that has an account with 409 UsernameExistsException', async () => {
    cognito.on(SignUpCommand).rejects(
      new CognitoIdentityProviderServiceException({
        name: 'UsernameExistsException',
        message: 'An account with the given email already exists.',
        $fault: 'client',
        $metadata: {},
      }),
    );

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
