import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { CODE_MAILS } from '../../../lambdas/auth/code-mail';
import { handler } from '../../../lambdas/triggers/custom-message';

/** The event Cognito sends the trigger, with a source, the call's client metadata and the user's attributes. */
function cognitoEvent(
  triggerSource: CustomMessageTriggerEvent['triggerSource'],
  clientMetadata?: Record<string, string>,
  userAttributes: Record<string, string> = { sub: 'sub-1', email: 'player@example.com' },
): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: 'sub-1',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes,
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: null,
      ...(clientMetadata ? { clientMetadata } : {}),
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

describe('CustomMessage trigger', () => {
  it.each(['en', 'es', 'ja', 'ko', 'pt'] as const)(
    'mails the sign-up code in %s when the sign-up asked in it, the code placeholder kept',
    async (language) => {
      const event = await handler(cognitoEvent('CustomMessage_SignUp', { languageCode: language }));

      expect(event.response).toEqual({
        smsMessage: null,
        emailSubject: CODE_MAILS[language].signUp.subject,
        emailMessage: CODE_MAILS[language].signUp.message,
      });
      expect(event.response.emailMessage).toContain('{####}');
    },
  );

  it('mails a password reset in the language of the page that asked for it', async () => {
    const event = await handler(
      cognitoEvent('CustomMessage_ForgotPassword', { languageCode: 'ja' }, { locale: 'es' }),
    );

    expect(event.response.emailSubject).toBe(CODE_MAILS.ja.resetPassword.subject);
    expect(event.response.emailMessage).toBe(CODE_MAILS.ja.resetPassword.message);
  });

  it("mails a resent code in the account's locale (the resend call carries no language)", async () => {
    const event = await handler(cognitoEvent('CustomMessage_ResendCode', undefined, { locale: 'pt' }));

    expect(event.response.emailSubject).toBe(CODE_MAILS.pt.signUp.subject);
  });

  it('mails in English when no interface language is known', async () => {
    const event = await handler(
      cognitoEvent('CustomMessage_UpdateUserAttribute', { languageCode: 'fr' }, { locale: 'de-DE' }),
    );

    expect(event.response.emailSubject).toBe(CODE_MAILS.en.confirmEmail.subject);
    expect(event.response.emailMessage).toBe(CODE_MAILS.en.confirmEmail.message);
  });

  it("leaves an admin's invitation and MFA codes to the pool's own text", async () => {
    for (const source of ['CustomMessage_AdminCreateUser', 'CustomMessage_Authentication'] as const) {
      const event = await handler(cognitoEvent(source, { languageCode: 'es' }));

      expect(event.response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
    }
  });

  it('answers the event it got, whatever it holds, rather than fail the call Cognito mails for', async () => {
    const broken = {
      ...cognitoEvent('CustomMessage_SignUp'),
      request: undefined,
    } as unknown as CustomMessageTriggerEvent;
    jest.spyOn(console, 'error').mockImplementation(() => {});

    await expect(handler(broken)).resolves.toBe(broken);
    expect(broken.response.emailMessage).toBeNull();
  });
});
