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

  it('answers a wrong code with 400 CodeMismatch and counts it', async () => {
    givenAttempts(ddb, WINDOW_KEY, 0);
    cognito.on(ConfirmSignUpCommand).rejects(failure('CodeMismatchException'));

    const response = await confirm();

    expect(response.statusCode).toBe(400);
    expect((answer(response) as { type: string }).type).toBe('CodeMismatch');
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual(WINDOW_KEY);
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

  it('refuses with 429 after 5 wrong codes, without asking Cognito', async () => {
    givenAttempts(ddb, WINDOW_KEY, 5);

    expect((await confirm()).statusCode).toBe(429);
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

  it('resends the code and answers where it went', async () => {
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
    cognito.on(ResendConfirmationCodeCommand).rejects(failure('LimitExceededException'));

    expect((await resend()).statusCode).toBe(429);
  });
});
