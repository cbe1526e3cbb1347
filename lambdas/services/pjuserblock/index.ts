/**
 * The pjuserblock service: one Lambda for its 3 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjuserblock';
import { blockUser, deleteBlock, listBlockedUuids } from '../../data/blocks';
import { putReport } from '../../data/reports';
import { getProfileByUserName, getProfiles } from '../../data/profiles';
import { getUuidByUserName } from '../../data/usernames';
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
  {
    listBlockedUuids,
    blockUser,
    deleteBlock,
    putReport,
    getProfiles,
    getProfileByUserName,
    getUuidByUserName,
  },
);
