/** The pjuserregistration service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { register } from './register';

export const handler = createService('pjuserregistration', {
  register, // POST pjuserregistration/pjregistration
});
