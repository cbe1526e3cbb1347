/**
 * POST pjupdatedob/pjupdatedob — sets the caller's date of birth (001 §2 settings), yyyy-MM-dd
 * between 1900-01-01 and 31 December of the year eight years ago (001 §5; 400 otherwise).
 */
import { birthDateRange, isAllowedBirthDate } from '../../domain/birth-date';
import { BadRequestError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import { updateOwnProfile } from '../own-profile';

export const updateDateOfBirth: OperationFor<'updateDateOfBirth', 'updateProfile'> = async ({
  caller,
  body,
  deps,
}) => {
  const now = deps.clock.now();
  if (!isAllowedBirthDate(body.dob, now)) {
    const { earliest, latest } = birthDateRange(now);
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.dob', message: `must be between ${earliest} and ${latest}` }],
    });
  }
  return updateOwnProfile(caller.uuid, { dateOfBirth: body.dob }, deps);
};
