/**
 * The pjusernameavail service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusernameavail';
import { isUserNameTaken } from '../../data/usernames';
import { createService } from '../../http/service';
import { checkUsername } from './checkUsername';

export const handler = createService(
  routes,
  {
    checkUsername, // GET pjusernameavail/pjusername/check
  },
  { isUserNameTaken },
);
