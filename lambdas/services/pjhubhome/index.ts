/**
 * The pjhubhome service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjhubhome';
import { isBlockedEitherWay } from '../../data/blocks';
import { getProfileByUserName } from '../../data/profiles';
import { isSpectating } from '../../data/spectate';
import { createService } from '../../http/service';
import { getSpectateStatus } from './getSpectateStatus';

export const handler = createService(
  routes,
  {
    getSpectateStatus, // GET pjhubhome/pjhubspecstatus
  },
  { getProfileByUserName, isBlockedEitherWay, isSpectating },
);
