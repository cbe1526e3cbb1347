/** The pjuserauthverifycode service: one Lambda for its 2 routes of the manifest. */
import { createService } from '../../http/service';
import { confirmSignUpCode } from './confirmSignUpCode';
import { resendSignUpCode } from './resendSignUpCode';

export const handler = createService('pjuserauthverifycode', {
  confirmSignUpCode, // POST pjuserauthverifycode/pjuserauthverifycode
  resendSignUpCode, // POST pjuserauthverifycode/pjuserauthverifycode/resend
});
