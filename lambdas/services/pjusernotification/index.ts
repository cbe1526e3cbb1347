/**
 * The pjusernotification service: one Lambda for its 2 routes of the manifest (the spectate
 * notifications of the notifications modal's General tab). Its data is named function by function,
 * so esbuild keeps only the access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusernotification';
import { getBlockRelations } from '../../data/blocks';
import { getProfiles } from '../../data/profiles';
import { listNewestSpectators, setSpecNotiReadAt } from '../../data/spectate';
import { createService } from '../../http/service';
import { listSpectateNotifications } from './listSpectateNotifications';
import { markSpectateNotificationsRead } from './markSpectateNotificationsRead';

export const handler = createService(
  routes,
  {
    listSpectateNotifications, // GET pjusernotification/pjusernotification/spectating
    markSpectateNotificationsRead, // POST pjusernotification/pjusernotification/update/specnotification
  },
  { listNewestSpectators, getProfiles, getBlockRelations, setSpecNotiReadAt },
);
