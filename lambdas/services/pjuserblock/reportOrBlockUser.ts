/**
 * POST pjuserblock/pjuserblock/insert — reports a user and, with `block`, blocks them (000 §7): the
 * report is filed for moderators; on block the inappropriate-profile, inappropriate-message and
 * abuse/bullying flags are set, and the block is written in one transaction with the removal of any
 * spectate edge between the two, both ways (data/blocks.ts `blockUser`; blocking twice keeps the
 * first block and removes the edges again). A reason is required (schema). You cannot report or block yourself (400 CannotTargetSelf); an unknown
 * or deactivated user is 404.
 */
import { randomUUID } from 'node:crypto';
import { CannotTargetSelfError } from '../../auth/errors';
import { NotFoundError } from '../../core/errors';
import type { OperationFor } from '../../http/service';

export const reportOrBlockUser: OperationFor<
  'reportOrBlockUser',
  'getProfileByUserName' | 'blockUser' | 'putReport'
> = async ({ caller, body, deps }) => {
  const target = await deps.data.getProfileByUserName(body.username);
  if (!target?.active) throw new NotFoundError('no such user');
  if (target.uuid === caller.uuid) throw new CannotTargetSelfError('you cannot report or block yourself');
  const now = deps.clock.now();
  await deps.data.putReport({
    month: now.toISOString().slice(0, 7),
    createdAt: now.toISOString(),
    reportId: randomUUID(),
    reporterUuid: caller.uuid,
    reportedUuid: target.uuid,
    reportedUserName: target.userName,
    inappropriateProfile: body.block || body.inappropriateProfile,
    inappropriateMessage: body.block || body.inappropriateMessage,
    abuseBullying: body.block || body.abuseBullying,
    spam: body.spam,
    other: body.other,
    block: body.block,
    reportDetails: body.reportDetails,
  });
  if (body.block) await deps.data.blockUser(caller.uuid, target.uuid, now);
  return { affectedRows: 1 };
};
