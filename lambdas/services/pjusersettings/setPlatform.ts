/**
 * POST pjusersettings/pjusersettings/platform/post {uuid, platform, active} — turns one of the
 * caller's platform flags on (1) or off (0) (000 §7; the editor posts only the platforms that
 * changed). Platform 1 (no answer) is refused by the route. A8: one UpdateItem (1 WCU), 404 before
 * the profile exists.
 */
import { NotFoundError } from '../../core/errors';
import { asFlag } from '../../domain/profile-edit';
import type { OperationFor } from '../../http/service';

export const setPlatform: OperationFor<'setPlatform', 'setPlatform'> = async ({ caller, body, deps }) => {
  if (!(await deps.data.setPlatform(caller.uuid, body.platform, asFlag(body.active))))
    throw new NotFoundError('the caller has no profile yet');
  return { affectedRows: 1 };
};
