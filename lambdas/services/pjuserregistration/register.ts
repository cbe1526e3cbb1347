/**
 * POST pjuserregistration/pjregistration — creates the Cognito account (the email is the username)
 * and has Cognito mail the 6-digit code (001 §4 signup). The contract's password rule (001 §5) is
 * checked before Cognito by the route's schema. Success answers text naming the email; an email that
 * already has an account is 409 UsernameExistsException (the client then runs the existence check to
 * tell active, unverified and disabled accounts apart).
 */
import { signUp } from '../../auth/cognito';
import { BadRequestError } from '../../core/errors';
import { text } from '../../http/responses';
import type { OperationFor } from '../../http/service';

export const register: OperationFor<'register'> = async ({ body }) => {
  if (body.username.toLowerCase() !== body.email.toLowerCase()) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.username', message: 'must be the email address' }],
    });
  }
  await signUp(body.email, body.password, body.languageCode);
  return text(`A verification code was sent to ${body.email}.`);
};
