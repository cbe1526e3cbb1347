/**
 * The pjusertracking service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjusertracking';
import * as logins from '../../data/logins';
import { createService } from '../../http/service';
import { recordLogin } from './recordLogin';

export const handler = createService(
  routes,
  {
    recordLogin, // POST pjusertracking/pjusertracking/insert
  },
  { recordLogin: logins.recordLogin },
);
