/** The pjusernotification service: one Lambda for its 2 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusernotification';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    listSpectateNotifications: planned('notifications'), // GET pjusernotification/pjusernotification/spectating
    markSpectateNotificationsRead: planned('notifications'), // POST pjusernotification/pjusernotification/update/specnotification
  },
  {},
);
