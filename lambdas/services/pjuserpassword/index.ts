/** The pjuserpassword service: one Lambda for its 3 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjuserpassword';
import * as attempts from '../../data/attempts';
import * as connections from '../../data/connections';
import * as users from '../../data/users';
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
  { ...attempts, ...connections, ...users },
);
