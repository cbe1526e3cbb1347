/** The pjuserpassword service: one Lambda for its 3 routes of the manifest. */
import { createService } from '../../http/service';
import { changePassword } from './changePassword';
import { confirmPasswordReset } from './confirmPasswordReset';
import { requestPasswordReset } from './requestPasswordReset';

export const handler = createService('pjuserpassword', {
  requestPasswordReset, // POST pjuserpassword/pjuserpassword/forgotpasswordcode
  confirmPasswordReset, // POST pjuserpassword/pjuserpassword/forgotpasswordconfirm
  changePassword, // POST pjuserpassword/pjuserpassword/changepassword
});
