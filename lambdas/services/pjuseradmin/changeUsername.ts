/**
 * POST pjuseradmin/pjuseradmin/changeusername {username, newusername, uuid} — renames the caller
 * (000 §5, §7). `uuid` and `username` must be the caller's (route: 403 otherwise); `newusername`
 * follows the username rule (4 to 20 letters, digits, underscore or dot: 400, the editor's errorMsg6).
 * A name held by anyone else, or a reserved route word, is 409 UsernameTaken with the spec's
 * 'Duplicate username found.' (errorMsg7). The same name answers { affectedRows: 0 } without a write;
 * a change of letter case only is allowed.
 * A6, one transaction: the old name's reservation is deleted (so anyone may take it at once), the new
 * one reserved, the profile renamed; nothing is half written. The stream handler then refreshes the
 * name's snapshots (streams/reactions/usernames.ts). Cost ≈ 8 WCU.
 */
import { isReservedWord } from '../../../lib/contract/codes';
import { USERNAME_CHECK_MESSAGES } from '../../../lib/contract/constants';
import { NotFoundError } from '../../core/errors';
import { UserNameTakenError } from '../../data/errors';
import type { OperationFor } from '../../http/service';

export const changeUsername: OperationFor<'changeUsername', 'changeUserName'> = async ({
  caller,
  body,
  deps,
}) => {
  const profile = await caller.profile();
  if (!profile) throw new NotFoundError('the caller has no profile yet');
  const newName = body.newusername;
  if (newName === profile.userName) return { affectedRows: 0 };
  if (isReservedWord(newName)) throw new UserNameTakenError(USERNAME_CHECK_MESSAGES.duplicate);
  try {
    await deps.data.changeUserName(profile, newName);
  } catch (error) {
    if (error instanceof UserNameTakenError)
      throw new UserNameTakenError(USERNAME_CHECK_MESSAGES.duplicate, { cause: error });
    throw error;
  }
  return { affectedRows: 1 };
};
