/** The pjuserpassword service: one Lambda for its 3 routes of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService('pjuserpassword', {
  requestPasswordReset: planned('accounts'), // POST pjuserpassword/pjuserpassword/forgotpasswordcode
  confirmPasswordReset: planned('accounts'), // POST pjuserpassword/pjuserpassword/forgotpasswordconfirm
  changePassword: planned('accounts'), // POST pjuserpassword/pjuserpassword/changepassword
});
