/** The pjuserlogin service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { logIn } from './logIn';

export const handler = createService('pjuserlogin', {
  logIn, // POST pjuserlogin/login
});
