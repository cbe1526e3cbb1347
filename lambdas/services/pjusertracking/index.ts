/** The pjusertracking service: one Lambda for its 1 route of the manifest. */
import { createService } from '../../http/service';
import { recordLogin } from './recordLogin';

export const handler = createService('pjusertracking', {
  recordLogin, // POST pjusertracking/pjusertracking/insert
});
