/**
 * POST pjuserregistration/pjregistration — creates the Cognito account (the email is the username)
 * and has Cognito mail the 6-digit code (001 §4 signup). The contract's password rule (001 §5) is
 * checked before Cognito by the route's schema. Success answers text naming the email; an email that
 * already has an account is 409 UsernameExistsException (the client then runs the existence check to
 * tell active, unverified and disabled accounts apart).
 *
 * Each registration counts per client address (10 an hour) and for everyone together (300 a minute)
 * before Cognito is asked: beyond either, 429 with `retryAfterSeconds` and no account is made; a
 * refusal by one window gives back the place taken in the other (auth/attempts.ts).
 */
import { addressPlaces, ATTEMPT_LIMITS, withCallLimit, type AttemptData } from '../../auth/attempts';
import { signUp } from '../../auth/cognito';
import { BadRequestError } from '../../core/errors';
import { clientAddress, UNKNOWN_ADDRESS } from '../../http/client-address';
import { text } from '../../http/responses';
import type { OperationFor } from '../../http/service';

export const register: OperationFor<'register', AttemptData> = async ({ body, deps, event }) => {
  if (body.username.toLowerCase() !== body.email.toLowerCase()) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.username', message: 'must be the email address' }],
    });
  }
  const address = clientAddress(event) ?? UNKNOWN_ADDRESS;
  const places = addressPlaces(ATTEMPT_LIMITS.registration, ATTEMPT_LIMITS.registrationAll, address);
  await withCallLimit(places, deps, () => signUp(body.email, body.password, body.languageCode));
  return text(`A verification code was sent to ${body.email}.`);
};
