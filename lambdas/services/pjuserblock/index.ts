/** The pjuserblock service: one Lambda for its 3 routes of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService('pjuserblock', {
  reportOrBlockUser: planned('reporting'), // POST pjuserblock/pjuserblock/insert
  listBlockedUsers: planned('settings'), // GET pjuserblock/pjuserblock/reportinguser
  unblockUser: planned('settings'), // POST pjuserblock/pjuserblock/unblockuser
});
