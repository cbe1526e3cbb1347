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
import { answer, attemptWrites, emailWindowKeys, givenEmailWindows, mockAccountClients } from './helpers';

const { cognito, ddb } = mockAccountClients();
useFixedDate(NOW);

const EMAIL = 'new.gamer@example.test';
const CODE = emailWindowKeys('signup-code', EMAIL);
const RESEND = emailWindowKeys('signup-code-resend', EMAIL);
/** the code window of this email with the caller's address */
const WINDOW_KEY = CODE.pair;
const RESEND_KEY = RESEND.pair;
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
    givenEmailWindows(ddb, CODE, 2);
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
    givenEmailWindows(ddb, CODE, 2);
    cognito.on(ConfirmSignUpCommand).rejects(failure('CodeMismatchException'));

    const response = await confirm();

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual({ type: 'CodeMismatch', message: expect.any(String), attemptsLeft: 2 });
    expect(v.parse(answers.errorBody(), answer(response))).toEqual(answer(response));
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual(WINDOW_KEY);
  });

  it('says no attempt is left after the fifth wrong code', async () => {
    givenEmailWindows(ddb, CODE, 4);
    cognito.on(ConfirmSignUpCommand).rejects(failure('CodeMismatchException'));

    expect(answer(await confirm())).toMatchObject({ type: 'CodeMismatch', attemptsLeft: 0 });
  });

  it('answers an expired code with 400 ExpiredCode, uncounted, and a confirmed account with 409', async () => {
    givenEmailWindows(ddb, CODE, 0);
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
    givenEmailWindows(ddb, CODE, 5);

    const response = await confirm();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toEqual({
      type: 'TooManyRequests',
      message: 'Sorry, there have been too many attempts. Please try again in 1 minute.',
      attemptsLeft: 0,
      retryAfterSeconds: WINDOW_END_SECONDS,
    });
    expect(cognito.calls()).toHaveLength(0);
  });

  it("counts a wrong code in the email's ceiling too, and refuses when strangers filled it", async () => {
    givenEmailWindows(ddb, CODE, 0, 10);

    const response = await confirm();

    expect(response.statusCode).toBe(429);
    expect(cognito.calls()).toHaveLength(0);
    // the place this address took is given back
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['reserve', 'release']);
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
    givenEmailWindows(ddb, RESEND, 1, 1, 5);
    givenEmailWindows(ddb, CODE, 5);
    cognito.on(ResendConfirmationCodeCommand).resolves({
      CodeDeliveryDetails: { Destination: 'n***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });

    expect((await resend()).statusCode).toBe(200);

    expect(attemptWrites(ddb, RESEND_KEY)).toEqual(['reserve']);
    expect(attemptWrites(ddb, RESEND.email)).toEqual(['reserve']);
    // the locked-out window of the old code is closed for this address: the new code gets 5 attempts
    // of its own; the email's ceiling is not reopened (a stranger may ask for codes too)
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual(['clear']);
    expect(attemptWrites(ddb, CODE.email)).toEqual([]);
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: TABLE, Key: WINDOW_KEY },
    ]);
  });

  it('refuses a sixth resend within the hour with 429 and when to try again, keeping the code window', async () => {
    givenEmailWindows(ddb, RESEND, 5, 5, 5);
    givenEmailWindows(ddb, CODE, 5);

    const response = await resend();

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toMatchObject({ attemptsLeft: 0, retryAfterSeconds: WINDOW_END_SECONDS });
    expect(cognito.calls()).toHaveLength(0);
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual([]);
  });

  it('keeps the code window when Cognito does not send a new code', async () => {
    givenEmailWindows(ddb, RESEND, 0, 0, 5);
    givenEmailWindows(ddb, CODE, 5);
    cognito.on(ResendConfirmationCodeCommand).rejects(failure('LimitExceededException'));

    expect((await resend()).statusCode).toBe(429);
    expect(attemptWrites(ddb, WINDOW_KEY)).toEqual([]);
    expect(attemptWrites(ddb, RESEND_KEY)).toEqual(['reserve']);
  });

  it('resends the code and answers where it went', async () => {
    givenEmailWindows(ddb, RESEND, 0, 0, 5);
    givenEmailWindows(ddb, CODE, 0);
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
    givenEmailWindows(ddb, RESEND, 0, 0, 5);
    cognito.on(ResendConfirmationCodeCommand).rejects(failure('LimitExceededException'));

    expect((await resend()).statusCode).toBe(429);
  });
});
