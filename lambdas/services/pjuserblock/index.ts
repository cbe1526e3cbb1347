/** The pjuserblock service: one Lambda for its 3 routes of the manifest. */
import { createService } from '../../http/service';
import { listBlockedUsers } from './listBlockedUsers';
import { reportOrBlockUser } from './reportOrBlockUser';
import { unblockUser } from './unblockUser';

export const handler = createService('pjuserblock', {
  reportOrBlockUser, // POST pjuserblock/pjuserblock/insert
  listBlockedUsers, // GET pjuserblock/pjuserblock/reportinguser
  unblockUser, // POST pjuserblock/pjuserblock/unblockuser
});
