/**
 * The pjusernotification service: one Lambda for its 4 routes of the manifest (the notifications
 * modal's General tab: spectate notifications, and the chronicle mention notices of ours). Its data
 * is named function by function, so esbuild keeps only the access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusernotification';
import { getBlockRelations } from '../../data/blocks';
import { listNewestChronicleMentions } from '../../data/mentions';
import { getProfiles, setReadMark } from '../../data/profiles';
import { listNewestSpectators } from '../../data/spectate';
import { createService } from '../../http/service';
import { listMentionNotifications } from './listMentionNotifications';
import { listSpectateNotifications } from './listSpectateNotifications';
import { markMentionNotificationsRead } from './markMentionNotificationsRead';
import { markSpectateNotificationsRead } from './markSpectateNotificationsRead';

export const handler = createService(
  routes,
  {
    listSpectateNotifications, // GET pjusernotification/pjusernotification/spectating
    markSpectateNotificationsRead, // POST pjusernotification/pjusernotification/update/specnotification
    listMentionNotifications, // GET pjusernotification/pjusernotification/mentions (ours)
    markMentionNotificationsRead, // POST pjusernotification/pjusernotification/update/mentionnotification (ours)
  },
  {
    listNewestSpectators,
    getProfiles,
    getBlockRelations,
    listNewestChronicleMentions,
    setReadMark,
  },
);
