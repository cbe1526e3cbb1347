/** The pjuserimages service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { getProfileImageUploadUrl } from './getProfileImageUploadUrl';

export const handler = createService('pjuserimages', {
  getProfileImageUploadUrl, // GET pjuserimages/pjuserimages
});
