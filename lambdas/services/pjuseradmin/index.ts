/**
 * The pjuseradmin service: one Lambda for its 2 routes of the manifest.
 * Its data is named function by function (not whole modules spread), so esbuild keeps only the
 * access patterns its operations call.
 */
import { routes } from '../../../lib/contract/routes/pjuseradmin';
import { recordSessionRevocation } from '../../data/sessions';
import { changeUserName, revokeSessions } from '../../data/profiles';
import { createService } from '../../http/service';
import { changeUsername } from './changeUsername';
import { signOut } from './signOut';

export const handler = createService(
  routes,
  {
    changeUsername, // POST pjuseradmin/pjuseradmin/changeusername
    signOut, // POST pjuseradmin/pjuseradmin/signout
  },
  { recordSessionRevocation, revokeSessions, changeUserName },
);
