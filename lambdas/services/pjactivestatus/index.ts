/**
 * The pjactivestatus service: one Lambda for its 1 route of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjactivestatus';
import { recordSessionRevocation } from '../../data/sessions';
import { deactivateProfile, setListed } from '../../data/profiles';
import { createService } from '../../http/service';
import { deactivateAccount } from './deactivateAccount';

export const handler = createService(
  routes,
  {
    deactivateAccount, // POST pjactivestatus/activestatus/off
  },
  { recordSessionRevocation, deactivateProfile, setListed },
);
