/** The pjuserauthverifycode service: one Lambda for its 2 routes of the manifest. */
import { createService } from '../../http/service';
import { planned } from '../planned';

export const handler = createService('pjuserauthverifycode', {
  confirmSignUpCode: planned('accounts'), // POST pjuserauthverifycode/pjuserauthverifycode
  resendSignUpCode: planned('accounts'), // POST pjuserauthverifycode/pjuserauthverifycode/resend
});
