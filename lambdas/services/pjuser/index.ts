/** The pjuser service: one Lambda for its 2 routes of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService('pjuser', {
  verifyUser: planned('accounts'), // POST pjuser/user/verify
  createUser: planned('accounts'), // POST pjuser/user/create
});
