/** The pjusernameavail service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { checkUsername } from './checkUsername';

export const handler = createService('pjusernameavail', {
  checkUsername, // GET pjusernameavail/pjusername/check
});
