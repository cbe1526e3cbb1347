/**
 * The pjuseradmin service: one Lambda for its 2 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjuseradmin';
import { recordSessionRevocation } from '../../data/sessions';
import { revokeSessions } from '../../data/profiles';
import { createService } from '../../http/service';
import { planned } from '../planned';
import { signOut } from './signOut';

export const handler = createService(
  routes,
  {
    changeUsername: planned('profile-editing'), // POST pjuseradmin/pjuseradmin/changeusername
    signOut, // POST pjuseradmin/pjuseradmin/signout
  },
  { recordSessionRevocation, revokeSessions },
);
