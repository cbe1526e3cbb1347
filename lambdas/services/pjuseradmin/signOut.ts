/**
 * POST pjuseradmin/pjuseradmin/signout — signs the caller out everywhere (001 §4 logout): every ID
 * token issued so far is refused at once and Cognito revokes the refresh tokens (auth/end-sessions.ts);
 * live connections close once the table's stream consumer sees the revocation (streams/index.ts). The
 * email must be the caller's (403).
 */
import { endSessions, type SessionEndingData } from '../../auth/end-sessions';
import { ForbiddenError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

export const signOut: OperationFor<'signOut', SessionEndingData> = async ({ caller, body, deps }) => {
  if (caller.email?.toLowerCase() !== body.email.toLowerCase()) {
    throw new ForbiddenError("email must be the caller's email");
  }
  await endSessions({ uuid: caller.uuid, poolUserName: caller.poolUserName }, deps);
  return { signedOut: true as const };
};
