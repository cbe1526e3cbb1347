/** The pjuserlogin service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjuserlogin';
import * as attempts from '../../data/attempts';
import { createService } from '../../http/service';
import { logIn } from './logIn';

export const handler = createService(
  routes,
  {
    logIn, // POST pjuserlogin/login
  },
  { ...attempts },
);
