/** The pjhelpcenter service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjhelpcenter';
import * as reports from '../../data/reports';
import { createService } from '../../http/service';
import { sendHelpRequest } from './sendHelpRequest';

export const handler = createService(
  routes,
  {
    sendHelpRequest, // POST pjhelpcenter/pjhelpcenter/insert
  },
  { ...reports },
);
