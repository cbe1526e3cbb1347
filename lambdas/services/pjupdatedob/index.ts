/**
 * The pjupdatedob service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjupdatedob';
import { updateProfile } from '../../data/profiles';
import { createService } from '../../http/service';
import { updateDateOfBirth } from './updateDateOfBirth';

export const handler = createService(
  routes,
  {
    updateDateOfBirth, // POST pjupdatedob/pjupdatedob
  },
  { updateProfile },
);
