/**
 * Cognito's CustomMessage trigger: the code mails (sign-up, resent code, password reset, a changed
 * email's confirmation) in the player's language, from lambdas/auth/code-mail.ts. Other messages
 * (AdminCreateUser's invitation, MFA) keep the pool's text. Cognito refuses the call it mails for when
 * the trigger fails, so a failure here never throws: the pool's English text goes out instead.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { codeMail, mailLanguage } from '../auth/code-mail';
import { logger } from '../core/log';

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  try {
    const { request } = event;
    const source = event.triggerSource.replace(/^CustomMessage_/, '');
    const mail = codeMail(
      source,
      mailLanguage(request.clientMetadata, request.userAttributes ?? {}),
      request.codeParameter,
    );
    if (mail) {
      event.response.emailSubject = mail.subject;
      event.response.emailMessage = mail.message;
    }
  } catch (error) {
    logger.error('custom message failed: the pool’s own text goes out', error as Error);
  }
  return event;
}
