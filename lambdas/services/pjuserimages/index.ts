/** The pjuserimages service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjuserimages';
import { createService } from '../../http/service';
import { getProfileImageUploadUrl } from './getProfileImageUploadUrl';

export const handler = createService(
  routes,
  {
    getProfileImageUploadUrl, // GET pjuserimages/pjuserimages
  },
  {},
);
