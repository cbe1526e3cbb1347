/** The pjuser service: one Lambda for its 2 routes of the manifest. */
import { createService } from '../../http/service';
import { createUser } from './createUser';
import { verifyUser } from './verifyUser';

export const handler = createService('pjuser', {
  verifyUser, // POST pjuser/user/verify
  createUser, // POST pjuser/user/create
});
