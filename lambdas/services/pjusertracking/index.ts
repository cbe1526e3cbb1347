/** The pjusertracking service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjusertracking';
import * as logins from '../../data/logins';
import { createService } from '../../http/service';
import { recordLogin } from './recordLogin';

export const handler = createService(
  routes,
  {
    recordLogin, // POST pjusertracking/pjusertracking/insert
  },
  { ...logins },
);
