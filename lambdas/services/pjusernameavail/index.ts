/** The pjusernameavail service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusernameavail';
import * as users from '../../data/users';
import { createService } from '../../http/service';
import { checkUsername } from './checkUsername';

export const handler = createService(
  routes,
  {
    checkUsername, // GET pjusernameavail/pjusername/check
  },
  { ...users },
);
