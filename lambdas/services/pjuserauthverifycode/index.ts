/**
 * The pjuserauthverifycode service: one Lambda for its 2 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjuserauthverifycode';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../../data/attempts';
import { createService } from '../../http/service';
import { confirmSignUpCode } from './confirmSignUpCode';
import { resendSignUpCode } from './resendSignUpCode';

export const handler = createService(
  routes,
  {
    confirmSignUpCode, // POST pjuserauthverifycode/pjuserauthverifycode
    resendSignUpCode, // POST pjuserauthverifycode/pjuserauthverifycode/resend
  },
  { reserveAttempt, releaseAttempt, clearAttempts },
);
