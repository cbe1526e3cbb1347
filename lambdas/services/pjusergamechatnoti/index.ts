/** The pjusergamechatnoti service: one Lambda for its 4 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusergamechatnoti';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    listChatNotifications: planned('notifications'), // GET pjusergamechatnoti/usergamechatnotiitems
    getChatNotificationThread: planned('notifications'), // GET pjusergamechatnoti/usergamechatnotiparentchild
    markChatNotificationsRead: planned('notifications'), // POST pjusergamechatnoti/updatereadmessage
    countUnreadChatNotifications: planned('notifications'), // GET pjusergamechatnoti/pjusergamechatnoti/unreadcount
  },
  {},
);
