/**
 * The pjhelpcenter service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjhelpcenter';
import { putHelpRequest } from '../../data/reports';
import { createService } from '../../http/service';
import { sendHelpRequest } from './sendHelpRequest';

export const handler = createService(
  routes,
  {
    sendHelpRequest, // POST pjhelpcenter/pjhelpcenter/insert
  },
  { putHelpRequest },
);
