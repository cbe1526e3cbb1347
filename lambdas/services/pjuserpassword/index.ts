/**
 * The pjuserpassword service: one Lambda for its 3 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjuserpassword';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../../data/attempts';
import { recordSessionRevocation } from '../../data/sessions';
import { revokeSessions } from '../../data/profiles';
import { createService } from '../../http/service';
import { changePassword } from './changePassword';
import { confirmPasswordReset } from './confirmPasswordReset';
import { requestPasswordReset } from './requestPasswordReset';

export const handler = createService(
  routes,
  {
    requestPasswordReset, // POST pjuserpassword/pjuserpassword/forgotpasswordcode
    confirmPasswordReset, // POST pjuserpassword/pjuserpassword/forgotpasswordconfirm
    changePassword, // POST pjuserpassword/pjuserpassword/changepassword
  },
  { reserveAttempt, releaseAttempt, clearAttempts, recordSessionRevocation, revokeSessions },
);
