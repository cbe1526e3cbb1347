/** The pjusernameavail service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService('pjusernameavail', {
  checkUsername: planned('profile-editing'), // GET pjusernameavail/pjusername/check
});
