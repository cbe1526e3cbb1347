/**
 * POST pjuserpassword/pjuserpassword/changepassword — changes the caller's password with their access
 * token (001 §2 settings), then ends every session, this one included (auth/end-sessions.ts): the
 * client signs in again with the new password. The new password must satisfy the contract's rule
 * and differ from the old one (schema). A wrong current password is 400 IncorrectPassword; an access
 * token of another user is 403.
 */
import { changePassword as setPassword } from '../../auth/cognito';
import { endSessions, type SessionEndingData } from '../../auth/end-sessions';
import { ForbiddenError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

/** The `sub` an access token names (unverified: Cognito verifies the token itself). */
function subjectOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

export const changePassword: OperationFor<'changePassword', SessionEndingData> = async ({
  caller,
  body,
  deps,
}) => {
  if (subjectOf(body.accesstoken) !== caller.uuid) {
    throw new ForbiddenError("accesstoken must be the caller's access token");
  }
  await setPassword(body.accesstoken, body.oldpassword, body.newpassword);
  await endSessions({ uuid: caller.uuid, poolUserName: caller.poolUserName }, deps);
  return { affectedRows: 1 };
};
