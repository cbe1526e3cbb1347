/**
 * The pjcontactus service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjcontactus';
import { clearAttempts, releaseAttempt, reserveAttempt } from '../../data/attempts';
import { putContactMessage } from '../../data/reports';
import { createService } from '../../http/service';
import { sendContactMessage } from './sendContactMessage';

export const handler = createService(
  routes,
  {
    sendContactMessage, // POST pjcontactus/pjcontactus/insert
  },
  { putContactMessage, reserveAttempt, releaseAttempt, clearAttempts },
);
