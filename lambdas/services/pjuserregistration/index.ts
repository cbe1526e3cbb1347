/** The pjuserregistration service: one Lambda for its 1 route of the manifest. */
import { routes } from '../../../lib/contract/routes/pjuserregistration';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../../data/attempts';
import { createService } from '../../http/service';
import { register } from './register';

export const handler = createService(
  routes,
  {
    register, // POST pjuserregistration/pjregistration
  },
  { reserveAttempt, releaseAttempt, clearAttempts },
);
