/** The pjinvitetoplay service: one Lambda for its 4 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjinvitetoplay';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    createInvite: planned('invites'), // POST pjinvitetoplay/pjinvitetoplaycreate
    acceptInvite: planned('invites'), // POST pjinvitetoplay/pjinvitetoplayupdateaccept
    listInviteNotifications: planned('invites'), // GET pjinvitetoplay/pjinvitetoplaynotiget
    markInvitesRead: planned('invites'), // POST pjinvitetoplay/pjinvitetoplayreadmessageupdate
  },
  {},
);
