/**
 * The pjupdategender service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjupdategender';
import { updateProfile } from '../../data/profiles';
import { createService } from '../../http/service';
import { updateGender } from './updateGender';

export const handler = createService(
  routes,
  {
    updateGender, // POST pjupdategender/pjupdategender
  },
  { updateProfile },
);
