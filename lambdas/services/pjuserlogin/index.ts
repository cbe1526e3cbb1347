/**
 * The pjuserlogin service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjuserlogin';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../../data/attempts';
import { createService } from '../../http/service';
import { logIn } from './logIn';

export const handler = createService(
  routes,
  {
    logIn, // POST pjuserlogin/login
  },
  { reserveAttempt, releaseAttempt, clearAttempts },
);
