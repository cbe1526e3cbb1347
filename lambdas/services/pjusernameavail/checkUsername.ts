/**
 * GET pjusernameavail/pjusername/check?username — whether a username is taken (000 §7, 001 §5):
 * { duplicate } is true when any account holds it (case-insensitively, as createProfile reserves
 * names) or it is a reserved route word (001 §2); `message` is the spec's text for the outcome
 * (000 §8: 'Duplicate username found.' or 'Successful username check.'). An expired token never
 * reaches here: the authorizer answers 'The incoming token has expired' (401).
 */
import { isReservedWord } from '../../../lib/contract/codes';
import { USERNAME_CHECK_MESSAGES } from '../../../lib/contract/constants';
import type { OperationFor } from '../../http/service';

export const checkUsername: OperationFor<'checkUsername', 'isUserNameTaken'> = async ({ query, deps }) => {
  const duplicate = isReservedWord(query.username) || (await deps.data.isUserNameTaken(query.username));
  return {
    duplicate,
    message: duplicate ? USERNAME_CHECK_MESSAGES.duplicate : USERNAME_CHECK_MESSAGES.available,
  };
};
