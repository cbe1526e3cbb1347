/**
 * The pjusernotification service: one Lambda for its 4 routes of the manifest (the notifications
 * modal's General tab: spectate notifications, and the chronicle mention notices of ours), all of
 * them notification kinds' lists and mark reads (services/notifications.ts `kindOperations`). Its data
 * is named function by function, so esbuild keeps only the access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusernotification';
import { getBlockRelations } from '../../data/blocks';
import { listNewestChronicleMentions } from '../../data/mentions';
import { getProfiles, setReadMark } from '../../data/profiles';
import { listNewestSpectators } from '../../data/spectate';
import { NOTIFICATION_KINDS } from '../../domain/general-notifications';
import { createService } from '../../http/service';
import { kindOperations } from '../notifications';

export const handler = createService(
  routes,
  // the kinds' lists and mark reads: spec (spectating, update/specnotification), mention (ours:
  // mentions, update/mentionnotification); domain/notifications/ says what each answers and costs
  kindOperations(NOTIFICATION_KINDS, routes),
  {
    listNewestSpectators,
    getProfiles,
    getBlockRelations,
    listNewestChronicleMentions,
    setReadMark,
  },
);
