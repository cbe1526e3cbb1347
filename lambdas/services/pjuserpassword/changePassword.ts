/**
 * POST pjuserpassword/pjuserpassword/changepassword — changes the caller's password with their access
 * token (001 §2 settings), then ends every session, this one included (auth/end-sessions.ts): the
 * client signs in again with the new password. The new password must satisfy the contract's rule
 * and differ from the old one (schema). A wrong current password is 400 IncorrectPassword; an access
 * token of another user is 403.
 */
import { changePassword as setPassword } from '../../auth/cognito';
import { endSessions, type SessionEndingData } from '../../auth/end-sessions';
import { unverifiedClaims } from '../../auth/token-claims';
import { ForbiddenError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

export const changePassword: OperationFor<'changePassword', SessionEndingData> = async ({
  caller,
  body,
  deps,
}) => {
  // unverified here: Cognito verifies the access token itself
  if (unverifiedClaims(body.accesstoken)?.sub !== caller.uuid) {
    throw new ForbiddenError("accesstoken must be the caller's access token");
  }
  await setPassword(body.accesstoken, body.oldpassword, body.newpassword);
  await endSessions({ uuid: caller.uuid, poolUserName: caller.poolUserName }, deps);
  return { affectedRows: 1 };
};
