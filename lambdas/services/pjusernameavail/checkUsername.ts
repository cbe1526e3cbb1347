/**
 * GET pjusernameavail/pjusername/check?username — whether a username is taken (000 §7, 001 §5):
 * { duplicate } is true when any account holds it (case-insensitively, as createProfile reserves
 * names) or it is a reserved route word (001 §2).
 */
import { isReservedWord } from '../../../lib/contract/codes';
import type { OperationFor } from '../../http/service';

export const checkUsername: OperationFor<'checkUsername', 'isUserNameTaken'> = async ({ query, deps }) => ({
  duplicate: isReservedWord(query.username) || (await deps.data.isUserNameTaken(query.username)),
});
