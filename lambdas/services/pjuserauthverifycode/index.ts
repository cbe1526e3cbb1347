/** The pjuserauthverifycode service: one Lambda for its 2 routes of the manifest. */
import { routes } from '../../../lib/contract/routes/pjuserauthverifycode';
import * as attempts from '../../data/attempts';
import { createService } from '../../http/service';
import { confirmSignUpCode } from './confirmSignUpCode';
import { resendSignUpCode } from './resendSignUpCode';

export const handler = createService(
  routes,
  {
    confirmSignUpCode, // POST pjuserauthverifycode/pjuserauthverifycode
    resendSignUpCode, // POST pjuserauthverifycode/pjuserauthverifycode/resend
  },
  { ...attempts },
);
