/**
 * POST pjusersettings/pjusersettings/checklist/update — saves the caller's play-style checklist (000 §4,
 * §7): streamer, microphone, discord, familyFriendly, moderator, pcConsole as 0/1 and gameStyle
 * 1 relaxed or 2 competitive (the route refuses anything else, 400). All seven in one UpdateItem
 * (1 WCU), so the checklist is never half saved and the spec's second identical save changes nothing.
 */
import { asFlag } from '../../domain/profile-edit';
import type { OperationFor } from '../../http/service';
import { updateOwnProfile } from '../own-profile';

export const updateChecklist: OperationFor<'updateChecklist', 'updateProfile'> = async ({
  caller,
  body,
  deps,
}) =>
  updateOwnProfile(
    caller.uuid,
    {
      gameStyle: body.gameStyle,
      streamer: asFlag(body.streamer),
      microphone: asFlag(body.microphone),
      discord: asFlag(body.discord),
      familyFriendly: asFlag(body.familyFriendly),
      moderator: asFlag(body.moderator),
      pcConsole: asFlag(body.pcConsole),
    },
    deps,
  );
