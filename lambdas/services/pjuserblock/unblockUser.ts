/**
 * POST pjuserblock/pjuserblock/unblockuser — removes the caller's block of a user (001 §6); answers
 * affectedRows 1, or 0 when there was no block. An unknown username is 404.
 */
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

export const unblockUser: OperationFor<'unblockUser', 'deleteBlock' | 'getUuidByUserName'> = async ({
  caller,
  body,
  deps,
}) => {
  const blocked = await deps.data.getUuidByUserName(body.username);
  if (!blocked) throw new NotFoundError('no such user');
  return { affectedRows: (await deps.data.deleteBlock(caller.uuid, blocked)) ? 1 : 0 };
};
