/** The pjuserblock service: one Lambda for its 3 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjuserblock';
import * as blocks from '../../data/blocks';
import * as reports from '../../data/reports';
import * as users from '../../data/users';
import { createService } from '../../http/service';
import { listBlockedUsers } from './listBlockedUsers';
import { reportOrBlockUser } from './reportOrBlockUser';
import { unblockUser } from './unblockUser';

export const handler = createService(
  routes,
  {
    reportOrBlockUser, // POST pjuserblock/pjuserblock/insert
    listBlockedUsers, // GET pjuserblock/pjuserblock/reportinguser
    unblockUser, // POST pjuserblock/pjuserblock/unblockuser
  },
  { ...blocks, ...reports, ...users },
);
