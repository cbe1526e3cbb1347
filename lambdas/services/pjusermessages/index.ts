/** The pjusermessages service: one Lambda for its 4 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusermessages';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    getMessageHistory: planned('direct-messages'), // GET pjusermessages/pjmessages/getmessagehistory
    getMessageSummary: planned('direct-messages'), // GET pjusermessages/pjmessages/getsummary
    countUnreadMessages: planned('direct-messages'), // GET pjusermessages/pjmessages/unreadcount
    markMessageRead: planned('direct-messages'), // POST pjusermessages/pjmessages/update/readmessagebyid
  },
  {},
);
