import * as v from 'valibot';
import { TABLE } from '../env';
import {
  CognitoIdentityProviderServiceException,
  ConfirmSignUpCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { answers, routeNamed } from '../../../lib/contract';
import { handler } from '../../../lambdas/services/pjuserauthverifycode';
import { useFixedDate } from '../clock';
import { NOW, apiEvent } from '../factories';
import { answer, attemptWrites, givenAttempts, mockAccountClients } from './helpers';

const { cognito, ddb } = mockAccountClients();
useFixedDate(NOW);

const EMAIL = 'new.gamer@example.test';
const WINDOW_KEY = { pk: `LIMIT#signup-code#${EMAIL}`, sk: 'LIMIT' };
const RESEND_KEY = { pk: `LIMIT#signup-code-resend#${EMAIL}`, sk: 'LIMIT' };
/** givenAttempts' windows end a minute after NOW */
const WINDOW_END_SECONDS = 60;
const confirm = (code = '123456') =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjuserauthverifycode/pjuserauthverifycode',
      body: { email: EMAIL, code },
    }),
  );
const failure = (name: string) =>
  new CognitoIdentityProviderServiceException({ name, message: name, $fault: 'client', $metadata: {} });

describe('POST pjuserauthverifycode/pjuserauthverifycode (confirmSignUpCode)', () => {
  it("confirms the code and answers the JSON string 'SUCCESS', clearing earlier failures", async () => {
    givenAttempts(ddb, WINDOW_KEY, 2);
    cognito.on(ConfirmSignUpCommand).resolves({});

    const response = await confirm();

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('"SUCCESS"');
    expect(v.parse(routeNamed('confirmSignUpCode').response, answer(response))).toBe('SUCCESS');
    expect(cognito.commandCalls(ConfirmSignUpCommand)[0]!.args[0].input).toEqual({
      ClientId: 'test-client-id',
      Username: EMAIL,
      ConfirmationCode: '123456',
    });
    expect(ddb.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Key: WINDOW_KEY });
  });

  it('answers a wrong code with 400 CodeMismatch, counts it and says how many attempts are left', async () => {
    givenAttempts(ddb, WINDOW_KEY, 2);
    cognito.on(ConfirmSignUpCommand).rejects(failure('CodeMismatchException'));

    const response = await confirm();

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual({ type: 'CodeMismatch', message: expect.any(String), attemptsLeft: 2 });
    expect(v.parse(answers.errorBody(), answer(response))).toEqual(answer(response));
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual(WINDOW_KEY);
  });

  it('says no attempt is left after the fifth wrong code', async () => {
    givenAttempts(ddb, WINDOW_KEY, 4);
    cognito.on(ConfirmSignUpCommand).rejects(failure('CodeMismatchException'));

    expect(answer(await confirm())).toMatchObject({ type: 'CodeMismatch', attemptsLeft: 0 });
  });

  it('answers an expired code with 400 ExpiredCode, uncounted, and a confirmed account with 409', async () => {
    givenAttempts(ddb, WINDOW_KEY, 0);
    cognito
      .on(ConfirmSignUpCommand)
      .rejectsOnce(failure('ExpiredCodeException'))
      .rejectsOnce(
        new CognitoIdentityProviderServiceException({
          name: 'NotAuthorizedException',
          message: 'User cannot be confirmed. Current status is CONFIRMED',
          $fault: 'client',
          $metadata: {},
        }),
      );

    expect((answer(await confirm()) as { type: string }).type).toBe('ExpiredCode');
    expect((answer(await confirm()) as { type: string }).type).toBe('AlreadyConfirmed');
    // each gives back the place its attempt took
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve', 'release', 'reserve', 'release']);
  });

  it('refuses with 429 after 5 wrong codes, saying when it may try again, without asking Cognito', async () => {
    givenAttempts(ddb, WINDOW_KEY, 5);

    const response = await confirm();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toEqual({
      type: 'TooManyRequests',
      message: 'too many attempts: try again in 1 minute',
      attemptsLeft: 0,
      retryAfterSeconds: WINDOW_END_SECONDS,
    });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 400 for a code that is not 6 digits', async () => {
    expect((await confirm('12a456')).statusCode).toBe(400);
    expect((await confirm('12345')).statusCode).toBe(400);
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('POST pjuserauthverifycode/pjuserauthverifycode/resend (resendSignUpCode)', () => {
  const resend = () =>
    handler(
      apiEvent({
        method: 'POST',
        path: 'pjuserauthverifycode/pjuserauthverifycode/resend',
        body: { email: EMAIL },
      }),
    );

  it('resends the code, counting the resend, and opens a fresh window for the new code', async () => {
    givenAttempts(ddb, RESEND_KEY, 1);
    givenAttempts(ddb, WINDOW_KEY, 5);
    cognito.on(ResendConfirmationCodeCommand).resolves({
      CodeDeliveryDetails: { Destination: 'n***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });

    expect((await resend()).statusCode).toBe(200);

    expect(attemptWrites(ddb, RESEND_KEY)).toEqual(['reserve']);
    // the locked-out window of the old code is closed: the new code gets 5 attempts of its own
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['clear']);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: WINDOW_KEY },
    ]);
  });

  it('refuses a sixth resend within the hour with 429 and when to try again, keeping the code window', async () => {
    givenAttempts(ddb, RESEND_KEY, 5);
    givenAttempts(ddb, WINDOW_KEY, 5);

    const response = await resend();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toMatchObject({ attemptsLeft: 0, retryAfterSeconds: WINDOW_END_SECONDS });
    expect(cognito.calls()).toHaveLength(0);
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual([]);
  });

  it('keeps the code window when Cognito does not send a new code', async () => {
    givenAttempts(ddb, RESEND_KEY, 0);
    givenAttempts(ddb, WINDOW_KEY, 5);
    cognito.on(ResendConfirmationCodeCommand).rejects(failure('LimitExceededException'));

    expect((await resend()).statusCode).toBe(429);
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual([]);
    expect(attemptWrites(ddb, RESEND_KEY)).toEqual(['reserve']);
  });

  it('resends the code and answers where it went', async () => {
    givenAttempts(ddb, RESEND_KEY, 0);
    givenAttempts(ddb, WINDOW_KEY, 0);
    cognito.on(ResendConfirmationCodeCommand).resolves({
      CodeDeliveryDetails: { Destination: 'n***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });

    const response = await resend();

    expect(answer(response)).toEqual({
      CodeDeliveryDetails: { Destination: 'n***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    expect(v.parse(answers.codeDelivery(), answer(response))).toEqual(answer(response));
    expect(cognito.commandCalls(ResendConfirmationCodeCommand)[0]!.args[0].input).toEqual({
      ClientId: 'test-client-id',
      Username: EMAIL,
    });
  });

  it("answers Cognito's sending limit with 429", async () => {
    givenAttempts(ddb, RESEND_KEY, 0);
    cognito.on(ResendConfirmationCodeCommand).rejects(failure('LimitExceededException'));

    expect((await resend()).statusCode).toBe(429);
  });
});
