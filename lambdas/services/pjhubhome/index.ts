/** The pjhubhome service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjhubhome';
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService(
  routes,
  {
    getSpectateStatus: planned('spectating'), // GET pjhubhome/pjhubspecstatus
  },
  {},
);
