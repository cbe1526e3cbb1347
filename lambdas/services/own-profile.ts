/** Applies one settings change to the caller's profile (settings services); 404 when there is none yet. */
import type { ProfileChanges } from '../data';
import { NotFoundError } from '../core/errors';
import type { Deps } from '../core/deps';
import type { DataNeeds } from '../data/access';

export async function updateOwnProfile(
  uuid: string,
  changes: ProfileChanges,
  deps: Deps<DataNeeds<'updateProfile'>>,
) {
  if (!(await deps.data.updateProfile(uuid, changes)))
    throw new NotFoundError('the caller has no profile yet');
  return { affectedRows: 1 };
}
